/**
 * fast-check arbitraries for the fuzz suite: hostile JSON values (wrong types, huge strings, lone
 * surrogates, NUL, __proto__ keys, literals JSON.stringify cannot write, deep nesting), mutations of
 * a valid sample, malformed JSON, foreign media types, hostile query strings and path segments.
 */
import * as fc from 'fast-check'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const RAW = Symbol('raw JSON text')
type Raw = { [RAW]: string }
const raw = (text: string): Raw => ({ [RAW]: text })
const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && RAW in v

/** JSON text of a value, writing Raw markers verbatim and every own key (an own __proto__ too). */
export const serialize = (value: unknown): string => {
  if (isRaw(value)) return value[RAW]
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`
  if (isRecord(value))
    return `{${Object.keys(value)
      .map((k) => `${JSON.stringify(k)}:${serialize(value[k])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** An object with `key` as an own property, even when the key is __proto__. */
const withKey = (target: Record<string, unknown>, key: string, value: unknown) => {
  const copy: Record<string, unknown> = { ...target }
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true })
  return copy
}

const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    ' ',
    '\u0000',
    'a.b',
    '0',
    'role',
    'role_id',
    'is_active',
    'is_system',
    'password_hash',
    'id',
    'created_at',
    '\ud800',
  ),
  fc.string({ maxLength: 12 }),
)

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\ud83d',
    '\ud83d\ude00',
    '\u202e\u0041',
    '\ufeff',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%',
    '%_',
    '\\',
    '${7*7}',
    '{{7*7}}',
    '../../etc/passwd',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '0x10',
    ' ',
    '',
    'null',
    'true',
    'events.view',
  ),
  // Huge strings, up to ~200 KB (the body stays under the 1 MiB JSON limit).
  fc
    .tuple(
      fc.constantFrom('x', 'é', '\ud83d\ude00', '\u0000', '\ud800', '<'),
      fc.integer({ min: 1_000, max: 200_000 }),
    )
    .map(([c, n]) => c.repeat(Math.ceil(n / c.length))),
)

const hostileNumber = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    -0,
    0,
    -1,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    0.5,
    5e-324,
    2 ** 31,
    -(2 ** 31),
    2 ** 63,
  ),
  fc.double(),
  fc.integer(),
)

/** Number literals JSON.stringify cannot write, and structures nested thousands deep. */
const hostileRaw = fc.oneof(
  fc
    .constantFrom(
      '1e999',
      '-1e999',
      '-0',
      '-0.0',
      '0e0',
      '1E2',
      '123456789012345678901234567890',
      '0.1e-400',
      '"NaN"',
      '"\\ud800"',
      '"\\u0000"',
      '"\\udfff\\ud800"',
    )
    .map(raw),
  fc
    .tuple(fc.integer({ min: 100, max: 5_000 }), fc.constantFrom('[', '{"a":'))
    .map(([depth, open]) =>
      raw(
        open === '['
          ? `${'['.repeat(depth)}${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      ),
    ),
)

const scalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), hostileRaw)

export const { value: hostile } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
}))

type Path = readonly (string | number)[]

const pathsOf = (value: unknown, prefix: Path = []): Path[] => {
  const inner = Array.isArray(value)
    ? value.flatMap((v, i) => pathsOf(v, [...prefix, i]))
    : isRecord(value)
      ? Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))
      : []
  return [prefix, ...inner]
}

const at = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (v, k) =>
      isRecord(v) || Array.isArray(v) ? (v as Record<string | number, unknown>)[k] : undefined,
    root,
  )

/** A copy of `root` with the value at `path` passed through `change` (undefined deletes it). */
const update = (root: unknown, path: Path, change: (v: unknown) => unknown): unknown => {
  if (path.length === 0) return change(root)
  const [head, ...rest] = path
  if (Array.isArray(root)) {
    const copy = [...root]
    const next = update(copy[head as number], rest, change)
    if (next === undefined && rest.length === 0) copy.splice(head as number, 1)
    else copy[head as number] = next
    return copy
  }
  if (isRecord(root)) {
    const next = update(root[head as string], rest, change)
    const { [head as string]: _old, ...others } = root
    return next === undefined && rest.length === 0 ? others : withKey(others, head as string, next)
  }
  return root
}

/** One mutation of a valid sample. */
export const mutationOf = (sample: unknown): fc.Arbitrary<unknown> => {
  const paths = pathsOf(sample)
  const inner = paths.filter((p) => p.length > 0)
  const objects = paths.filter((p) => isRecord(at(sample, p)))
  const arrays = paths.filter((p) => Array.isArray(at(sample, p)))
  const choices: fc.Arbitrary<unknown>[] = [
    // A value (or the whole body) of the wrong type or shape.
    fc.tuple(fc.constantFrom(...paths), hostile).map(([p, v]) => update(sample, p, () => v)),
    // An extra key (__proto__, constructor, role, …) anywhere an object is expected.
    ...(objects.length
      ? [
          fc
            .tuple(fc.constantFrom(...objects), hostileKey, hostile)
            .map(([p, k, v]) => update(sample, p, (o) => withKey(isRecord(o) ? o : {}, k, v))),
        ]
      : []),
    // A required field missing.
    ...(inner.length
      ? [fc.constantFrom(...inner).map((p) => update(sample, p, () => undefined))]
      : []),
    // An object where an array is expected, an array where an object is.
    fc
      .constantFrom(...paths)
      .map((p) => update(sample, p, (v) => (Array.isArray(v) ? Object.assign({}, v) : [v]))),
    // Arrays grown past their limits, with their own items or with ids.
    ...(arrays.length
      ? [
          fc.tuple(fc.constantFrom(...arrays), fc.integer({ min: 0, max: 600 })).map(([p, n]) =>
            update(sample, p, (v) => {
              const items = Array.isArray(v) ? v : []
              return Array.from({ length: n }, (_, i) =>
                items.length > 0 && typeof items[0] !== 'number' ? items[i % items.length] : i + 1,
              )
            }),
          ),
        ]
      : []),
    // Two mutations at once.
    fc
      .tuple(fc.constantFrom(...paths), hostile, fc.constantFrom(...paths), hostile)
      .map(([p, v, q, w]) =>
        update(
          update(sample, p, () => v),
          q,
          () => w,
        ),
      ),
  ]
  return fc.oneof(...choices)
}

/** Text that is not JSON: truncated samples, JavaScript literals, trailing garbage. */
export const malformedOf = (sample: unknown) => {
  const text = serialize(sample)
  return fc
    .oneof(
      fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((n) => text.slice(0, n)),
      fc.constantFrom(
        '{"a":1,}',
        "{'a':1}",
        '[1,2',
        'NaN',
        'undefined',
        '{"a":undefined}',
        '{a:1}',
        '\ufeff{}',
        '{"a":1}}',
        '{"a":"\u0000',
        '\u0000',
        '{"a":01}',
        '{"a":.5}',
        '{"a":+1}',
        '{"a":0x10}',
        '{"a":Infinity}',
        '{"a":"\\x41"}',
        '{"a":"\\u12"}',
      ),
      fc
        .tuple(fc.constant(text), fc.string({ minLength: 1, maxLength: 10 }))
        .map(([t, junk]) => `${t}${junk}`),
      fc.string({ minLength: 1, maxLength: 50 }),
    )
    .filter((candidate) => {
      try {
        // Request.json() drops a UTF-8 byte-order mark, as the Fetch standard says.
        JSON.parse(candidate.replace(/^\ufeff/, ''))
        return false
      } catch {
        return true
      }
    })
}

/** Media types other than JSON and multipart (refused with 415 before anything else runs). */
export const foreignType = fc
  .oneof(
    fc.constantFrom(
      'text/plain',
      'text/html',
      'application/xml',
      'text/xml',
      'application/x-www-form-urlencoded',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/jsonp',
      'text/json',
      'application/javascript',
      'application/octet-stream',
      'image/svg+xml',
      '*/*',
      'json',
      'application/x-json',
      'application/json2',
      'multipart/mixed',
      'application/csp-report',
      'text/plain; charset=utf-8',
      'application/ json',
    ),
    fc.stringMatching(/^[a-z]{1,12}\/[a-z0-9.+-]{1,16}(; ?charset=[a-z0-9-]{1,10})?$/),
  )
  .filter((t) => {
    const media = t.split(';')[0]!.trim().toLowerCase()
    return media !== 'application/json' && media !== 'multipart/form-data'
  })

const querySafe = (s: string) => s.replace(/[\ud800-\udfff]/g, '\ufffd')
const queryValue = fc.oneof(
  hostileString.map((s) => encodeURIComponent(querySafe(s.slice(0, 4_000)))),
  fc.constantFrom(
    '%',
    '%zz',
    '%ED%A0%80',
    '%00',
    '%C0%AF',
    '%FF',
    '1e308',
    '-0',
    'NaN',
    'Infinity',
    '0x10',
    '9007199254740993',
    '-1',
    '1.5',
    '%201',
    '1%20',
    '+1',
    '',
    '999999999999',
    '1000001',
    '1001',
  ),
)
const queryKey = fc.oneof(
  fc.constantFrom(
    'page',
    'per_page',
    'page_size',
    'userStatus',
    'q',
    'full_name',
    'email',
    'role_id',
    'status',
    'user_id',
    '__proto__',
    'constructor',
    'page[]',
    'filter[role]',
  ),
  fc.string({ maxLength: 10 }).map((s) => encodeURIComponent(querySafe(s))),
)
export const queryString = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))

export const paramValue = fc.oneof(
  hostileString.map((s) => encodeURIComponent(querySafe(s.slice(0, 2_000)))),
  fc.constantFrom(
    '%',
    '%2F',
    '..',
    '%2e%2e',
    '%00',
    '0x10',
    '1e308',
    '-1',
    '0',
    '9'.repeat(400),
    '%201',
    '1%20',
    '+1',
    '1.5',
    'NaN',
    'null',
    '__proto__',
    'constructor',
    '1000000001',
    '1e9',
    '9007199254740993',
  ),
)

/** Would this path segment address a real row (ids are small)? Destructive calls avoid those. */
export const addressesARow = (segment: string) => {
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // kept as sent
  }
  const n = Number(decoded)
  return Number.isSafeInteger(n) && n > 0 && n < 1e9
}

/** One multipart field as fast-check describes it (printable on failure), turned into FormData by `toFormData`. */
export type FormField =
  | { key: string; text: string }
  | { key: string; bytes: Uint8Array<ArrayBuffer>; name: string; type: string }

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
/** Magic numbers of types a sniffer may recognise, so random tails reach past the first check. */
const magic = fc.constantFrom(
  PNG_SIGNATURE,
  [0xff, 0xd8, 0xff, 0xe0],
  [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  [0x25, 0x50, 0x44, 0x46, 0x2d],
  [0x50, 0x4b, 0x03, 0x04],
  [0x00, 0x00, 0x01, 0x00],
  [0x3c, 0x73, 0x76, 0x67],
  [0x49, 0x44, 0x33],
  [],
)
const fileBytes = fc
  .tuple(magic, fc.uint8Array({ maxLength: 4_096 }), fc.integer({ min: 0, max: 3 }))
  .map(([head, tail, big]) => {
    // Now and then a larger file (up to ~300 KB) of the same bytes.
    const body =
      big === 3
        ? new Uint8Array(300_000).map((_, i) => tail[i % Math.max(1, tail.length)] ?? 0)
        : tail
    return Uint8Array.from([...head, ...body])
  })
const fileName = fc.oneof(
  fc.constantFrom(
    'pixel.png',
    'photo.JPG',
    'report.pdf',
    'evil.svg',
    'page.html',
    'shell.php.png',
    '../../etc/passwd',
    '..\\..\\boot.ini',
    '',
    '.png',
    'a\u0000b.png',
    '\u202egnp.exe',
    'é😀.gif',
    'x'.repeat(1_000),
  ),
  fc.string({ maxLength: 40 }),
)
const fileType = fc.oneof(
  fc.constantFrom(
    'image/png',
    'image/svg+xml',
    'text/html',
    'application/octet-stream',
    '',
    'image/png; charset=x',
  ),
  fc.stringMatching(/^[a-z]{1,10}\/[a-z0-9.+-]{1,12}$/),
)

/**
 * An upload form: `kind` (one of `kinds`, hostile, missing or repeated), `file` (random bytes with
 * a real magic number or none, a hostile name and type; missing, a text field, or repeated), and
 * now and then extra fields.
 */
export const uploadFormOf = (kinds: readonly string[]): fc.Arbitrary<FormField[]> => {
  const kind = fc.oneof(
    fc.constantFrom(...kinds).map((k): FormField[] => [{ key: 'kind', text: k }]),
    hostileString.map((s): FormField[] => [{ key: 'kind', text: s.slice(0, 2_000) }]),
    fc.constant<FormField[]>([]),
    fc.tuple(fc.constantFrom(...kinds), fc.constantFrom(...kinds)).map(([a, b]): FormField[] => [
      { key: 'kind', text: a },
      { key: 'kind', text: b },
    ]),
  )
  const oneFile = fc
    .tuple(fileBytes, fileName, fileType)
    .map(([bytes, name, type]): FormField => ({ key: 'file', bytes, name, type }))
  const file = fc.oneof(
    { weight: 4, arbitrary: oneFile.map((f) => [f]) },
    fc.constant<FormField[]>([]),
    hostileString.map((s): FormField[] => [{ key: 'file', text: s.slice(0, 2_000) }]),
    fc.tuple(oneFile, oneFile).map(([a, b]) => [a, b]),
  )
  const extra = fc.array(
    fc
      .tuple(hostileKey, fc.string({ maxLength: 20 }))
      .map(([key, text]): FormField => ({ key, text })),
    { maxLength: 2 },
  )
  return fc.tuple(kind, file, extra).map(([k, f, e]) => [...f, ...k, ...e])
}

/**
 * Whether workerd's FormData can encode the form at all: it throws on a field name or file name
 * ending with a backslash ("Name or filename can't end with backslash"), a request no client sends.
 */
export const isEncodableForm = (fields: readonly FormField[]) =>
  fields.every((f) => !f.key.endsWith('\\') && ('text' in f || !f.name.endsWith('\\')))

export const toFormData = (fields: readonly FormField[]) => {
  const form = new FormData()
  for (const field of fields) {
    if ('text' in field) form.append(field.key, field.text)
    else form.append(field.key, new File([field.bytes], field.name, { type: field.type }))
  }
  return form
}

/** The object Hono's form validator hands the schema: `x[]` and repeated keys become arrays. */
export const formObject = (form: FormData) => {
  const object: Record<string, unknown> = Object.create(null)
  form.forEach((value, key) => {
    const prior = object[key]
    if (key.endsWith('[]')) object[key] = [...(Array.isArray(prior) ? prior : []), value]
    else if (Array.isArray(prior)) object[key] = [...prior, value]
    else if (Object.hasOwn(object, key)) object[key] = [prior, value]
    else object[key] = value
  })
  return object
}

// ——— every field at its edges ———

/**
 * Query values a careless or hostile client sends, already percent-encoded: NUL and the other C0
 * and C1 control characters alone and inside words, lone surrogates as the bytes a WTF-8 or CESU-8
 * encoder writes, and values far longer than any field allows (the URL stays under 16 KB).
 */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  '%00',
  'a%00',
  '%00a',
  'a%00b',
  '%01',
  'a%02b%03',
  '%09',
  'a%0D%0Ab',
  '%1B',
  '%1F',
  '%7F',
  '%C2%85',
  '%C2%9F',
  '%ED%A0%80',
  'a%ED%A0%80b',
  'x%ED%A0%BD',
  '%ED%BF%BF%ED%A0%80',
  'a'.repeat(8_000),
  '%00'.repeat(2_000),
  '%C3%A9'.repeat(1_500),
  '9'.repeat(400),
  `by:${'a'.repeat(4_000)}`,
]

type AnyDef = { type: string } & Record<string, unknown>
const defOf = (schema: unknown): AnyDef => (schema as { def: AnyDef }).def

export type SchemaField = { path: Path; leaf: unknown }

/**
 * Every leaf of a zod schema with its path: into objects, arrays (as item 0), wrappers (optional,
 * nullable, default…), a pipe's input side, both sides of an intersection and every union option.
 */
export const schemaFields = (schema: unknown, path: Path = [], depth = 0): SchemaField[] => {
  if (depth > 10) return []
  const def = defOf(schema)
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        schemaFields(value, [...path, key], depth + 1),
      )
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return schemaFields(def.innerType, path, depth + 1)
    case 'pipe':
      return schemaFields(defOf(def.in).type === 'transform' ? def.out : def.in, path, depth + 1)
    case 'intersection':
      return [
        ...schemaFields(def.left, path, depth + 1),
        ...schemaFields(def.right, path, depth + 1),
      ]
    case 'union':
      return (def.options as unknown[]).flatMap((option) => schemaFields(option, path, depth + 1))
    case 'array':
      return schemaFields(def.element, [...path, 0], depth + 1)
    default:
      return [{ path, leaf: schema }]
  }
}

type NumberSchema = {
  def: AnyDef
  isInt?: boolean
  minValue?: number | null
  maxValue?: number | null
  safeParse: (value: unknown) => { success: boolean }
}

/**
 * An integer schema's inclusive bounds (the safe-integer range where it sets none), or null. zod
 * reports a bound without saying whether it is exclusive (positive() is "> 0"): the schema says.
 */
export const integerBounds = (leaf: unknown): { min: number; max: number } | null => {
  const n = leaf as NumberSchema
  if (n.def.type !== 'number' || !n.isInt) return null
  const low = Math.max(Math.ceil(n.minValue ?? Number.MIN_SAFE_INTEGER), Number.MIN_SAFE_INTEGER)
  const high = Math.min(Math.floor(n.maxValue ?? Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER)
  return {
    min: n.safeParse(low).success ? low : low + 1,
    max: n.safeParse(high).success ? high : high - 1,
  }
}

/**
 * The values at and just past an integer's bounds: min, min+1, max-2, max-1, max (where counts or
 * limits tip over, as D1's 100 bound parameters did at repeat_times 98–100), min-1 and max+1.
 */
export const boundaryValues = ({ min, max }: { min: number; max: number }) =>
  [...new Set([min, min + 1, max - 2, max - 1, max, min - 1, max + 1])].filter(
    (n) => Number.isFinite(n) && n >= min - 1 && n <= max + 1,
  )

/**
 * `root` with `value` at `path`: a missing last key is added, an array's item 0 replaced (or the
 * array made when it holds the leaf itself). Undefined where the sample has no parent to hold it.
 */
export const setAt = (root: unknown, path: Path, value: unknown): unknown => {
  if (path.length === 0) return value
  const [head, ...rest] = path
  if (typeof head === 'number') {
    const items = Array.isArray(root) ? root : []
    if (items.length === 0 && rest.length > 0) return undefined
    const next = setAt(items[0], rest, value)
    return next === undefined ? undefined : [next, ...items.slice(1)]
  }
  if (!isRecord(root)) return undefined
  const key = String(head)
  if (!(key in root) && rest.length > 0 && typeof rest[0] !== 'number') return undefined
  const next = setAt(root[key], rest, value)
  return next === undefined ? undefined : withKey(root, key, next)
}
