/**
 * The DOM checks of security suite 4: walks a rendered tree and lists every element, attribute
 * or address outside the allowlist, and checks that payloads came out as text, not markup.
 */

/** What the event and ticket screens legitimately render (Mantine adds divs, spans and icon SVGs). */
export const ALLOWED_TAGS = new Set([
  'a',
  'article',
  'blockquote',
  'br',
  'button',
  'code',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'img',
  'li',
  'ol',
  'p',
  's',
  'section',
  'span',
  'strong',
  'time',
  'u',
  'ul',
  // Mantine's icons (close button, avatar placeholder, loader).
  'svg',
  'path',
  // Placeholder art (components/placeholder-art.tsx): drawing primitives only; no link, script,
  // foreignObject or <use> can ride in them, and their attributes are checked like any other.
  'g',
  'defs',
  'lineargradient',
  'stop',
  'rect',
  'circle',
  'line',
  // Mantine's own generated CSS, checked below to hold nothing from content.
  'style',
])

/** Never rendered from content, whatever the allowlist says. */
export const FORBIDDEN_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'math',
  'foreignobject',
  'template',
  'noscript',
  'xmp',
  'plaintext',
  'isindex',
  'keygen',
  'marquee',
  'bgsound',
  'video',
  'audio',
  'source',
  'animate',
  'set',
  'use',
  'image',
  'input',
  'textarea',
  'select',
  'details',
  'body',
  'html',
  'xss',
  'x',
  'mglyph',
  'mtext',
  'maction',
])

const ALLOWED_ATTRS = new Set([
  'class',
  'style',
  'id',
  'role',
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'loading',
  'datetime',
  'type',
  'tabindex',
  'disabled',
  'dir',
  'title',
  'width',
  'height',
  'viewbox',
  'fill',
  'stroke',
  'd',
  'xmlns',
  'fill-rule',
  'clip-rule',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'focusable',
  'preserveaspectratio',
  'x1',
  'y1',
  'x2',
  'y2',
  'offset',
  'cx',
  'cy',
  'r',
])
const isAllowedAttr = (name: string) =>
  ALLOWED_ATTRS.has(name) || name.startsWith('aria-') || name.startsWith('data-')

/** Attributes a browser follows as an address. */
const URL_ATTRS = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'cite',
  'data',
  'codebase',
  'lowsrc',
  'dynsrc',
  'ping',
  'manifest',
  'longdesc',
  'usemap',
  'icon',
])

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  nbsp: '\u00a0',
  period: '.',
  comma: ',',
}

/** Decodes HTML character references, repeatedly (for &amp;#106; and friends). */
export const decodeEntities = (value: string) => {
  let out = value
  for (let i = 0; i < 3; i += 1) {
    const next = out
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
        String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)),
      )
      .replace(/&#(\d+);?/g, (_, dec: string) =>
        String.fromCodePoint(Math.min(Number.parseInt(dec, 10), 0x10ffff)),
      )
      .replace(
        /&([a-z]+);?/gi,
        (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole,
      )
    if (next === out) break
    out = next
  }
  return out
}

/** Whitespace, controls and invisible characters, which a URL parser or a reader skips. */
const INVISIBLE_RANGES: [number, number][] = [
  [0x0000, 0x0020],
  [0x007f, 0x00a0],
  [0x1680, 0x1680],
  [0x180e, 0x180e],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]
const isInvisible = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0
  return INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to)
}
/** What a browser's URL parser would see as the scheme: no whitespace, controls or invisibles. */
export const normaliseUrl = (value: string) =>
  [...decodeEntities(value)]
    .filter((ch) => !isInvisible(ch))
    .join('')
    .toLowerCase()

const DANGEROUS_SCHEME =
  /^(javascript|data|vbscript|livescript|mocha|file|blob|filesystem|jar|view-source):/

/** http, https, mailto, a tel: of digits, or an app path ('/…' but not '//' or '/\', '#…'). */
export const isAllowedUrl = (raw: string) => {
  const url = normaliseUrl(raw)
  if (DANGEROUS_SCHEME.test(url)) return false
  if (/^(https?:\/\/|mailto:)/.test(url)) return true
  if (/^tel:[\d+]*$/.test(url)) return true
  return /^\/(?![/\\])/.test(url) || url.startsWith('#')
}

const DANGEROUS_CSS = /expression\(|javascript:|vbscript:|url\(|behavior:|-moz-binding|@import|<\//

/** Each problem found under root, with the nearest `data-xss-item` to say which payload made it. */
export const scanDom = (root: Element): string[] => {
  const problems: string[] = []
  const report = (el: Element, what: string) => {
    const item = el.closest('[data-xss-item]')?.getAttribute('data-xss-item')
    problems.push(
      `${item === undefined || item === null ? '' : `item ${item}: `}<${el.localName}> ${what}`,
    )
  }
  for (const el of root.querySelectorAll('*')) {
    const tag = el.localName.toLowerCase()
    const mantineCss = tag === 'style' && el.hasAttribute('data-mantine-styles')
    if (!ALLOWED_TAGS.has(tag) || (FORBIDDEN_TAGS.has(tag) && !mantineCss))
      report(el, 'is not an allowed element')
    if (mantineCss && DANGEROUS_CSS.test(normaliseUrl(el.textContent ?? '')))
      report(el, `holds dangerous CSS: ${el.textContent?.slice(0, 80)}`)
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase()
      if (name.startsWith('on')) report(el, `has an event handler ${name}`)
      else if (!isAllowedAttr(name)) report(el, `has attribute ${name}`)
      if (URL_ATTRS.has(name) && !isAllowedUrl(attr.value))
        report(el, `${name}=${JSON.stringify(attr.value.slice(0, 80))}`)
      if (name === 'style' && DANGEROUS_CSS.test(normaliseUrl(attr.value)))
        report(el, `style=${attr.value.slice(0, 80)}`)
    }
  }
  return problems
}

/**
 * Texts that must show, in document order: each is searched for after the previous one, so the
 * whole list costs one pass over the page's text. Returns those not found.
 */
export const missingTexts = (root: Element, expected: readonly string[]) => {
  const text = root.textContent ?? ''
  const missing: string[] = []
  let at = 0
  for (const want of expected) {
    if (!want) continue
    const found = text.indexOf(want, at)
    if (found < 0) missing.push(want)
    else at = found + want.length
  }
  return missing
}
