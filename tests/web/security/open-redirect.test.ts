import { describe, expect, it } from 'vitest'
import { safeNextPath } from '@/lib/safe-next'
import { reportFigure } from '../../worker/security/support/figure'

/**
 * Security suite 5 (open redirect): every address the app may navigate to from outside input
 * (the sign-in `next`, notification links) goes through safeNextPath. Whatever the payload, the
 * result must be a path on this site: one `/`, then neither `/` nor `\` (even once decoded, even
 * after dot segments are resolved), resolving to this origin from any page of the site.
 */

const ORIGIN = 'https://members.example.org'
const HOSTS = [
  'evil.example',
  'evil.example:8080',
  '127.0.0.1',
  '[::1]',
  'members.example.org.evil.example',
]

/** Ways of writing "go to host H" that browsers, URL parsers or a later decoding accept. */
const TEMPLATES = [
  // Schemes and protocol-relative forms
  'https://H',
  'http://H/x',
  'HTTPS://H',
  'https:H',
  'https:/H',
  'https:\\\\H',
  'ftp://H',
  '//H',
  '///H',
  '////H',
  '//H/%2F..',
  '\\\\H',
  '\\/H',
  '/\\H',
  '/\\/H',
  '//\\H',
  '/\\\\H',
  // Whitespace and control characters that parsers strip
  ' //H',
  '\t//H',
  '\n//H',
  '\r\n//H',
  '\u0000//H',
  '/\t/H',
  '/\n/H',
  '/\r/H',
  '/\t\\H',
  '\u000c//H',
  // Dot segments that normalise to `//H`
  '/.//H',
  '/..//H',
  '/./..//H',
  '/a/..//H',
  '/a/b/../..//H',
  '/x/../../\\H',
  '/./\\H',
  '/.\\/H',
  '/.//H/../x',
  '/%2e//H',
  '/%2E%2E//H',
  '/.%2e//H',
  '/%2e%2e/%2e%2e//H',
  '/././/H',
  '/..\\\\H',
  // Encoded slashes and backslashes (single and double encoded)
  '/%2F%2FH',
  '/%2f/H',
  '/%5C%5CH',
  '/%5cH',
  '/%2F%5CH',
  '/%252F%252FH',
  '/%255C%255CH',
  '%2F%2FH',
  '/.%2F/H',
  // Userinfo and look-alike hosts
  'https://members.example.org@H',
  '//members.example.org@H',
  `${ORIGIN}.H`,
  'https://H#members.example.org',
  'https://H?members.example.org',
]

/** Scriptable or non-navigable schemes, written the ways parsers forgive. */
const SCHEMES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript://%0aalert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/x',
  'file:///etc/passwd',
  'mailto:a@evil.example',
  '&#106;avascript:alert(1)',
  '%6A%61vascript:alert(1)',
]

// A template may coincide with another for some host (`${ORIGIN}.H` is `https://H` for a look-alike H).
const PAYLOADS = [
  ...new Set([
    ...HOSTS.flatMap((host) => TEMPLATES.map((t) => t.replaceAll('H', host))),
    ...SCHEMES,
  ]),
]

/** Same-site addresses that must still arrive where they point. */
const KEPT: [string, string][] = [
  ['/my-events', '/my-events'],
  ['/forum/general/hello?page=2#reply-4', '/forum/general/hello?page=2#reply-4'],
  ['/forum/../my-events', '/my-events'],
  ['/events/./calendar?view=month', '/events/calendar?view=month'],
  ['/search?q=%2F%2Fevil.example', '/search?q=%2F%2Fevil.example'],
  ['/notifications#//not-a-host', '/notifications#//not-a-host'],
  ['/users/ada%20lovelace', '/users/ada%20lovelace'],
]

/** Why `result` could leave this site, or null when it cannot. */
const offOrigin = (result: string) => {
  if (!/^\/(?![/\\])/.test(result)) return 'does not start with exactly one /'
  for (const base of [ORIGIN, `${ORIGIN}/forum/general/thread?page=2`, `${ORIGIN}/a/b/c/`]) {
    const url = new URL(result, base)
    if (url.origin !== ORIGIN) return `resolves to ${url.origin} from ${base}`
  }
  let path = new URL(result, ORIGIN).pathname
  for (let i = 0; i < 3; i += 1) {
    try {
      path = decodeURIComponent(path)
    } catch {
      break
    }
    if (/^\/[/\\]/.test(path)) return `decodes to ${path}`
  }
  return null
}

let checked = 0
let off = 0

reportFigure(
  'open redirect (suite 5)',
  () => `${checked} payloads, ${off} off-origin, ${KEPT.length} same-site paths kept`,
)

describe('safeNextPath against the open-redirect corpus', () => {
  it('holds at least 235 distinct payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(235)
  })

  it('turns every payload into a path on this site', () => {
    const problems: string[] = []
    for (const payload of PAYLOADS) {
      const result = safeNextPath(payload, ORIGIN)
      checked += 1
      const problem = offOrigin(result)
      if (problem) {
        off += 1
        problems.push(`${JSON.stringify(payload)} → ${JSON.stringify(result)}: ${problem}`)
      }
    }
    expect(problems).toEqual([])
  })

  it.each(KEPT)('keeps the same-site address %j as %j', (next, expected) => {
    expect(safeNextPath(next, ORIGIN)).toBe(expected)
    expect(offOrigin(expected)).toBeNull()
  })
})
