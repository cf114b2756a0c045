import { describe, expect, it } from 'vitest'
import { safeNextPath } from '@/lib/safe-next'

const origin = 'https://members.example.org'

describe('safeNextPath', () => {
  it.each([
    ['/my-events', '/my-events'],
    ['/forum/general/hello?page=2#reply-4', '/forum/general/hello?page=2#reply-4'],
    ['https://members.example.org/news', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['my-events', '/'],
    ['', '/'],
    [null, '/'],
    ['/signout', '/'],
    // Dot segments and backslashes that normalise to a protocol-relative `//host`.
    ['/.//evil.example', '/'],
    ['/..//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/.\\/evil.example', '/'],
    ['/./\\evil.example', '/'],
    // Encoded slashes that a later decoding would turn into `//host`.
    ['/%2F%2Fevil.example', '/'],
    ['/%5C%5Cevil.example', '/'],
    ['/%252F%252Fevil.example', '/'],
    // Same-site paths with dot segments still land where they point.
    ['/forum/../my-events', '/my-events'],
    ['/events/./calendar?view=month', '/events/calendar?view=month'],
  ])('%j → %j', (next, expected) => {
    expect(safeNextPath(next, origin)).toBe(expected)
  })
})
