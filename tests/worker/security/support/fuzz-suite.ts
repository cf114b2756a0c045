/**
 * Security suite 17: fast-check over every route. JSON bodies are the route's own valid sample
 * (its zod schema's input) with one mutation: wrong types, huge strings, lone surrogates, NUL,
 * __proto__/constructor keys, deep nesting, arrays for objects, 1e999 and -0 literals, arrays grown
 * past their limits. Also malformed JSON (400), wrong content types (415), bodies over 1 MiB (413),
 * hostile query strings and path params, and multipart upload forms (hostile kinds, random files with
 * real magic numbers, hostile names, missing or repeated fields, broken multipart). Every field at
 * its edges: each query field of every GET gets NUL and other control characters, lone surrogates
 * and very long values, and each integer (query, path and JSON body) its schema's bounds and one
 * past them. Never a 5xx, never a stack trace, every error {message, errors?}.
 */
import { exports } from 'cloudflare:workers'
import * as fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { markReadInput } from '@worker/notifications/notifications.schemas'
import { updateUserInput } from '@worker/users/users.schemas'
import { SIZES } from '../../../helpers/depth'
import { ORIGIN, type Session } from '../../../helpers/http'
import { mintSession } from '../../../helpers/factories'
import { buildPrincipals, type Principal } from '../../../helpers/principals'
import { MAX_IMAGE_JSON_BYTES } from '@worker/uploads/uploads.schemas'
import { UPLOAD_KINDS } from '@worker/uploads/uploads.schemas'
import {
  addressesARow,
  boundaryValues,
  foreignType,
  formObject,
  HOSTILE_QUERY_VALUES,
  hostile,
  integerBounds,
  isEncodableForm,
  malformedOf,
  mutationOf,
  paramValue,
  queryString,
  schemaFields,
  serialize,
  setAt,
  toFormData,
  uploadFormOf,
} from './arbitraries'
import { contractProblem, type Sent } from './contract'
import { reportFigure } from './figure'
import { apiRoutes, isUnsafe, type ApiRoute, type RouteKey } from './routes'
import {
  buildFixtures,
  specOf,
  succeedsAs,
  validRequest,
  type Fixtures,
  type ValidRequest,
} from './valid-requests'

/** Change to explore; every property derives its own seed from this one and prints it on failure. */
const SEED = 20_260_523
/** Runs per property at CI depth; deep runs SIZES.fuzzScale times as many. */
const RUNS = Object.fromEntries(
  Object.entries({
    body: 60,
    malformed: 20,
    contentType: 12,
    oversize: 3,
    query: 30,
    param: 30,
    bare: 12,
    form: 40,
  }).map(([name, runs]) => [name, runs * SIZES.fuzzScale]),
) as Record<
  'body' | 'malformed' | 'contentType' | 'oversize' | 'query' | 'param' | 'bare' | 'form',
  number
>
/**
 * Fuzzed requests every route gets in all: the properties above, then as many more of the route's
 * main property (its body, form or query string) as it takes to reach this floor.
 */
const FLOOR = SIZES.fuzzFloor
const MIB = 1024 * 1024
/** Routes allowed a larger JSON body than 1 MiB: base64 images (the service checks the decoded size). */
const BODY_LIMITS: Partial<Record<RouteKey, number>> = {
  'POST /api/uploads/img': MAX_IMAGE_JSON_BYTES,
}

const ALL_ROUTES = apiRoutes()

/**
 * The suite runs in two files, one per half of the routes, so that vitest's two workers (one per
 * core, vitest.config.ts) share it: 'core' (fuzz.test.ts) is accounts, settings, users, roles,
 * events, orders, uploads and everything not listed below, with the checks that span every route;
 * 'community' (fuzz-community.test.ts) is the forum, groups, connections, messages, comments,
 * likes, posts, promotions, polls and surveys. Each route is fuzzed in exactly one of them.
 */
export type FuzzPart = 'core' | 'community'
const COMMUNITY = new Set([
  'forum',
  'groups',
  'group-user-requests',
  'connect-requests',
  'connects',
  'member-blocks',
  'member-reports',
  'message-threads',
  'message-posts',
  'message-users',
  'group-message-threads',
  'group-message-posts',
  'group-message-users',
  'comments',
  'likes',
  'news',
  'resources',
  'posts',
  'approvals',
  'promotions',
  'polls',
  'poll-votes',
  'surveys',
])
const partOf = (route: ApiRoute): FuzzPart =>
  COMMUNITY.has(route.path.split('/')[2] ?? '') ? 'community' : 'core'

/**
 * 5xx answers the fuzzer found and that were fixed: each stays pinned by a regression test below.
 * KNOWN_5XX is where a newly found, not yet fixed one is parked with an `it.fails` (which fails,
 * so the figure says so, once the fix lands: then it moves to FIXED_5XX).
 */
const nullBody = (route: RouteKey) => ({
  route,
  bug: 'a JSON null body reaches the passwords-match refinement, which reads null.password',
  matches: (body: unknown) => body === null,
  repro: null,
})

type Known5xx = {
  route: RouteKey
  bug: string
  matches: (body: unknown) => boolean
  repro: unknown
}

const KNOWN_5XX: Known5xx[] = []

const FIXED_5XX: Known5xx[] = [
  {
    route: 'POST /api/events',
    bug: 'repeat_times of 98–100 bound more than D1’s 100 parameters in one statement (the series is now one INSERT … SELECT over a JSON list)',
    matches: (body) =>
      typeof body === 'object' &&
      body !== null &&
      'repeat' in body &&
      body.repeat !== 'never' &&
      'repeat_times' in body &&
      typeof body.repeat_times === 'number' &&
      body.repeat_times >= 98,
    repro: {
      title: 'Repeated to the limit',
      starts_at: '2030-01-07T10:00:00.000Z',
      ends_at: '2030-01-07T12:00:00.000Z',
      repeat: 'weekly',
      repeat_times: 100,
    },
  },
  nullBody('POST /api/signup'),
  nullBody('POST /api/password/reset'),
  nullBody('PUT /api/me/password'),
  {
    route: 'PUT /api/users/:id',
    bug: 'a body with no fields reaches db.update().set({}) ("No values to set")',
    matches: (body) => {
      const parsed = updateUserInput.safeParse(body)
      return parsed.success && Object.keys(parsed.data).length === 0
    },
    repro: {},
  },
  {
    route: 'POST /api/notifications',
    bug: 'more than 98 ids exceed D1’s 100 bound parameters per statement',
    matches: (body) => {
      const parsed = markReadInput.safeParse(body)
      return parsed.success && 'ids' in parsed.data && parsed.data.ids.length > 98
    },
    repro: { ids: Array.from({ length: 99 }, (_, i) => i + 1) },
  },
]

// ——— sending and the response contract ———

const send = async (
  method: string,
  path: string,
  options: { body?: string | FormData; type?: string; session?: Session | null } = {},
): Promise<Sent> => {
  const headers: Record<string, string> = { origin: ORIGIN }
  if (options.type) headers['content-type'] = options.type
  if (options.session?.cookie) headers.cookie = options.session.cookie
  const res = await exports.default.fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: options.body,
    // A redirect (an advert's click) is the route's answer; where it points is not ours to fuzz.
    redirect: 'manual',
  })
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' }
}

let requests = 0
/** Requests per route, for the figure's fewest. */
const perRoute = new Map<RouteKey, number>()
let knownHits = 0
let unexpected5xx = 0
let leaks = 0

/** Sends, then throws (for fast-check to report) if the answer breaks the contract or `expectStatus`. */
const sendChecked = async (
  route: ApiRoute,
  path: string,
  options: { body?: string | FormData; type?: string; session?: Session | null; parsed?: unknown },
  expectStatus?: number,
) => {
  const res = await send(route.method, path, options)
  requests += 1
  perRoute.set(route.key, (perRoute.get(route.key) ?? 0) + 1)
  const knownBug =
    res.status >= 500 && KNOWN_5XX.some((k) => k.route === route.key && k.matches(options.parsed))
  if (knownBug) knownHits += 1
  // Even a known bug's 500 must keep to the contract: a generic message, no stack.
  const sent =
    typeof options.body === 'string' ? options.body : JSON.stringify(options.parsed ?? '')
  const problem = contractProblem(res, `${path}${sent}`, knownBug)
  if (problem?.startsWith('answered 5')) unexpected5xx += 1
  if (problem?.startsWith('leaks')) leaks += 1
  if (problem) throw new Error(`${route.key} ${path}: ${problem}`)
  if (expectStatus !== undefined && res.status !== expectStatus)
    throw new Error(
      `${route.key} ${path}: expected ${expectStatus}, got ${res.status} ${res.text.slice(0, 200)}`,
    )
  return res
}

/** Does the schema accept `value`? (A schema that throws, as the known null-body bug does, does not.) */
const accepts = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => {
  try {
    return schema.safeParse(value).success
  } catch {
    return false
  }
}

let properties = 0
/** Deterministic edge cases sent (every query field's hostile values, every integer's bounds). */
let edgeCases = 0
const seedOf = (name: string) =>
  [...name].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED)

/** fc.assert with a seed per property (printed on failure) and no shrinking of huge inputs. */
const property = async <T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  numRuns: number,
  run: (value: T) => Promise<unknown>,
) => {
  const seed = seedOf(name)
  properties += 1
  let ran = 0
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        ran += 1
        await run(value)
      }),
      { seed, numRuns, endOnFailure: true },
    )
    return ran
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`fuzz: "${name}" failed with seed ${seed} (base SEED ${SEED})`)
    throw new Error(`fuzz "${name}" (seed ${seed}): ${message.slice(0, 3000)}`, { cause: error })
  }
}

// ——— the runs ———

/** The suite over one part of the routes (see FuzzPart): each test file calls it once. */
export const fuzzSuite = (part: FuzzPart) => {
  const ROUTES = ALL_ROUTES.filter((r) => partOf(r) === part)
  /** A describe.each table that registers the block in `only`'s part and nowhere else. */
  const onlyIn = (only: FuzzPart): [][] => (only === part ? [[]] : [])

  let fx: Fixtures
  let superAdmin: Principal
  const samples = new Map<RouteKey, ValidRequest>()
  const started = Date.now()

  /** Extra valid samples where the default one leaves a branch of the schema unexercised. */
  const EXTRA_SAMPLES: Partial<Record<RouteKey, unknown[]>> = {
    'POST /api/notifications': [{ ids: [1, 2] }],
    'POST /api/roles': [{ label: 'Fuzzed', legacy_role: 'member', permissions: ['events.view'] }],
    'PUT /api/settings': [
      {
        settings: {
          links_header: [{ label: 'Home', href: '/' }],
          gdpr_settings: {
            signup: { content: 'x', modified: null },
            reminder: { content: 'y', threshold: '6 months' },
          },
          buttons_text: { join: 'Join' },
        },
      },
    ],
    'POST /api/signup': [
      {
        forename: 'A',
        surname: 'B',
        email: 'ab@example.test',
        agreed_to: true,
        password: 'a long enough passphrase',
        password_confirmation: 'a long enough passphrase',
        captcha: 'x',
        interests: ['a'],
        custom_attrs: { a: 'b', c: ['d'], e: 1 },
        dob: '2000-01-01',
      },
    ],
  }

  /**
   * Valid samples derived from the route's own (which holds what must be fresh, such as dates): where
   * a branch only runs with another field set, e.g. an event's repeats only with `repeat`.
   */
  const SAMPLE_VARIANTS: Partial<
    Record<RouteKey, ((sample: Record<string, unknown>) => unknown)[]>
  > = {
    'POST /api/events': [
      (sample) => ({ ...sample, repeat: 'weekly', repeat_times: 1 }),
      (sample) => ({ ...sample, repeat: 'monthly', repeat_times: 1 }),
    ],
  }

  /** The route's valid bodies: its sample, the extra samples and the variants of its sample. */
  const bodiesOf = (key: RouteKey): unknown[] => {
    const sample = samples.get(key)?.json
    const variants = SAMPLE_VARIANTS[key] ?? []
    return [
      sample,
      ...(EXTRA_SAMPLES[key] ?? []),
      ...(typeof sample === 'object' && sample !== null && !Array.isArray(sample)
        ? variants.map((v) => v(sample as Record<string, unknown>))
        : []),
    ]
  }

  /** A session able to pass the route's guard for this one call (a fresh one where the call consumes it). */
  const sessionFor = async (route: ApiRoute) => {
    const spec = specOf(route.key)
    if (spec.consumesCaller?.('other')) {
      const p = await fx.principals.disposable(superAdmin)
      return p.user ? await mintSession(p.user.id) : null
    }
    return superAdmin.session
  }

  beforeAll(async () => {
    const principals = await buildPrincipals([])
    fx = await buildFixtures(principals)
    superAdmin = principals.get('super_admin')
    // The core part checks every route's targets, so it builds every route's sample.
    for (const route of part === 'core' ? ALL_ROUTES : ROUTES)
      samples.set(route.key, (await validRequest(route, superAdmin, succeedsAs(route), fx)).request)
  }, 60_000)

  reportFigure(
    `fuzz (suite 17, ${part} routes)`,
    () =>
      `${requests} requests from ${properties} properties over ${ROUTES.length} routes (base seed ${SEED}; fewest per route ${Math.min(...ROUTES.map((r) => perRoute.get(r.key) ?? 0))}), ` +
      `${edgeCases} edge cases, ${unexpected5xx} × 5xx ` +
      `(plus ${knownHits} hits on ${KNOWN_5XX.length} known bugs), ${leaks} stack traces, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )

  describe.each(onlyIn('core'))('the fuzz targets', () => {
    it('declare one schema per validator of every route, and valid samples that pass them', () => {
      const problems: string[] = []
      for (const route of ALL_ROUTES) {
        const input = specOf(route.key).input ?? {}
        const validators = route.handlers - 1
        if (Object.keys(input).length !== validators)
          problems.push(
            `${route.key}: ${validators} validators, ${Object.keys(input).length} schemas declared`,
          )
        const sample = samples.get(route.key)
        for (const body of bodiesOf(route.key)) {
          if (input.json && !accepts(input.json, body))
            problems.push(`${route.key}: sample ${JSON.stringify(body).slice(0, 80)} is not valid`)
        }
        if (input.form && !(sample?.form && accepts(input.form, formObject(sample.form))))
          problems.push(`${route.key}: no valid multipart sample`)
      }
      expect(problems).toEqual([])
    })
  })

  const each = (routes: ApiRoute[]) => routes.map((r) => [r.key, r] as const)
  const JSON_ROUTES = ROUTES.filter((r) => specOf(r.key).input?.json)
  const UNSAFE = ROUTES.filter((r) => isUnsafe(r.method))
  const FORM_ROUTES = ROUTES.filter((r) => specOf(r.key).input?.form)
  // Routes that read no body at all (a form route reads its multipart body: fuzzed below).
  const BARE_UNSAFE = UNSAFE.filter((r) => !specOf(r.key).input?.json && !specOf(r.key).input?.form)
  const GETS = ROUTES.filter((r) => r.method === 'GET')
  const PARAM_ROUTES = ROUTES.filter((r) => specOf(r.key).input?.param)
  const pathOf = (route: ApiRoute) => samples.get(route.key)!.path

  /** A route's mutated JSON bodies: never a 5xx, a leak or an off-contract error; what its schema refuses, it refuses. */
  const fuzzBodies = (route: ApiRoute, name: string, runs: number) => {
    const { key } = route
    const schema = specOf(key).input!.json!
    return property(name, fc.oneof(...bodiesOf(key).map(mutationOf)), runs, async (body) => {
      const text = serialize(body)
      let parsed: unknown = undefined
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = undefined
      }
      const res = await sendChecked(route, pathOf(route), {
        body: text,
        type: 'application/json',
        session: await sessionFor(route),
        parsed,
      })
      // What the schema refuses, the route refuses (422, or 413 when a huge value tipped it over 1 MiB).
      if (parsed !== undefined && !accepts(schema, parsed) && res.status < 400) {
        throw new Error(`${key} accepted a body its schema refuses: ${text.slice(0, 200)}`)
      }
    })
  }

  /** A route's hostile upload forms: never a 5xx, a leak or an off-contract error; what its schema refuses, it refuses. */
  const fuzzForms = (route: ApiRoute, name: string, runs: number) => {
    const { key } = route
    const schema = specOf(key).input!.form!
    const forms = uploadFormOf(UPLOAD_KINDS).filter(isEncodableForm)
    return property(name, forms, runs, async (fields) => {
      const form = toFormData(fields)
      const parsed = formObject(form)
      const res = await sendChecked(route, pathOf(route), {
        body: form,
        session: await sessionFor(route),
        parsed: fields.map((f) => ('text' in f ? f : { ...f, bytes: `${f.bytes.length} bytes` })),
      })
      if (!accepts(schema, parsed) && res.status < 400)
        throw new Error(
          `${key} accepted a form its schema refuses: ${JSON.stringify(fields).slice(0, 200)}`,
        )
    })
  }

  /** A body-less write sent whatever JSON: never a 5xx. */
  const fuzzBareBodies = (route: ApiRoute, name: string, runs: number) =>
    property(name, hostile, runs, async (body) => {
      await sendChecked(route, pathOf(route), {
        body: serialize(body),
        type: 'application/json',
        session: await sessionFor(route),
      })
    })

  /** A GET with hostile query strings: never a 5xx or a leak. */
  const fuzzQueries = (route: ApiRoute, name: string, runs: number) => {
    const base = pathOf(route).split('?')[0]!
    return property(name, queryString, runs, async (query) => {
      await sendChecked(route, `${base}?${query}`, { session: superAdmin.session })
    })
  }

  describe('JSON bodies', () => {
    it.each(each(JSON_ROUTES))(
      '%s answers mutated bodies without a 5xx, a leak or an off-contract error',
      async (key, route) => {
        const ran = await fuzzBodies(route, `${key} bodies`, RUNS.body)
        expect(ran).toBe(RUNS.body)
      },
      120_000 * SIZES.fuzzScale,
    )

    it.each(each(JSON_ROUTES))(
      '%s answers top-level null, arrays, strings, numbers and empty objects without a 5xx',
      async (_key, route) => {
        const statuses: number[] = []
        for (const text of [
          'null',
          '[]',
          '[{}]',
          '""',
          '"x"',
          '0',
          '-0',
          '1e999',
          'true',
          '{}',
          '{"__proto__":null}',
          '{"constructor":{"prototype":{}}}',
        ]) {
          const parsed: unknown = JSON.parse(text)
          statuses.push(
            (
              await sendChecked(route, pathOf(route), {
                body: text,
                type: 'application/json',
                session: await sessionFor(route),
                parsed,
              })
            ).status,
          )
        }
        expect(statuses).toHaveLength(12)
      },
    )

    it.each(each(JSON_ROUTES))(
      '%s answers malformed JSON with 400',
      async (key, route) => {
        const ran = await property(
          `${key} malformed`,
          malformedOf(samples.get(key)!.json),
          RUNS.malformed,
          async (text) => {
            await sendChecked(
              route,
              pathOf(route),
              { body: text, type: 'application/json', session: await sessionFor(route) },
              400,
            )
          },
        )
        expect(ran).toBe(RUNS.malformed)
      },
      60_000,
    )
  })

  describe('content types and sizes', () => {
    it.each(each(UNSAFE))(
      '%s answers any other content type with 415',
      async (key, route) => {
        const body = serialize(samples.get(key)!.json ?? {})
        const ran = await property(
          `${key} content types`,
          foreignType,
          RUNS.contentType,
          async (type) => {
            await sendChecked(
              route,
              pathOf(route),
              { body, type, session: await sessionFor(route) },
              415,
            )
          },
        )
        expect(ran).toBe(RUNS.contentType)
      },
      60_000,
    )

    it.each(each(UNSAFE))(
      '%s answers JSON bodies over its limit (1 MiB unless the route says more) with 413',
      async (key, route) => {
        const limit = BODY_LIMITS[key] ?? MIB
        const ran = await property(
          `${key} oversize`,
          fc.integer({ min: limit + 1, max: limit + 2 * MIB }),
          RUNS.oversize,
          async (size) => {
            const body = `{"x":"${'a'.repeat(size - 8)}"}`
            await sendChecked(
              route,
              pathOf(route),
              { body, type: 'application/json', session: await sessionFor(route) },
              413,
            )
          },
        )
        expect(ran).toBe(RUNS.oversize)
      },
      60_000,
    )

    it.each(each(BARE_UNSAFE))(
      '%s ignores whatever JSON body it is sent, without a 5xx',
      async (key, route) => {
        const ran = await fuzzBareBodies(route, `${key} bare bodies`, RUNS.bare)
        expect(ran).toBe(RUNS.bare)
      },
      60_000,
    )
  })

  // Only the core part has upload routes (a describe with no test fails the file).
  describe.each(onlyIn('core'))('multipart forms', () => {
    it.each(each(FORM_ROUTES))(
      '%s answers hostile upload forms without a 5xx, a leak or an off-contract error',
      async (key, route) => {
        const ran = await fuzzForms(route, `${key} forms`, RUNS.form)
        expect(ran).toBe(RUNS.form)
      },
      120_000 * SIZES.fuzzScale,
    )

    it.each(each(FORM_ROUTES))(
      '%s answers broken multipart bodies with a 4xx',
      async (_key, route) => {
        const statuses: number[] = []
        for (const [type, body] of [
          [
            'multipart/form-data',
            '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nevent\r\n--x--',
          ],
          ['multipart/form-data; boundary=x', 'no boundary here at all'],
          [
            'multipart/form-data; boundary=x',
            '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
          ],
          ['multipart/form-data; boundary=', ''],
          ['multipart/form-data; boundary=x', '--x--'],
        ] as const) {
          const res = await sendChecked(route, pathOf(route), {
            body,
            type,
            session: await sessionFor(route),
          })
          statuses.push(res.status)
        }
        expect(
          statuses.every((s) => s >= 400 && s < 500),
          statuses.join(', '),
        ).toBe(true)
      },
    )
  })

  /**
   * The sample's path around the route's first parameter ('/api/forum/threads/:id/live' → prefix
   * '/api/forum/threads/', rest '/live?…'), so the fuzzed segment is the parameter, not a literal.
   */
  const splitAtParam = (route: ApiRoute, path: string) => {
    const index = route.path.split('/').findIndex((segment) => segment.startsWith(':'))
    const [pathname = '', query] = path.split('?')
    const segments = pathname.split('/')
    if (index < 0 || index >= segments.length) return { prefix: undefined, rest: undefined }
    const suffix = segments.slice(index + 1)
    return {
      prefix: `${segments.slice(0, index).join('/')}/`,
      rest: `${suffix.length ? `/${suffix.join('/')}` : ''}${query === undefined ? '' : `?${query}`}`,
    }
  }

  describe('query strings and path parameters', () => {
    it.each(each(GETS))(
      '%s answers hostile query strings without a 5xx or a leak',
      async (key, route) => {
        const runs = specOf(key).input?.query ? RUNS.query : RUNS.bare
        const ran = await fuzzQueries(route, `${key} queries`, runs)
        expect(ran).toBe(runs)
      },
      60_000,
    )

    it.each(each(PARAM_ROUTES))(
      '%s answers hostile path parameters without a 5xx or a leak',
      async (key, route) => {
        const sample = samples.get(key)!
        const { prefix, rest } = splitAtParam(route, sample.path)
        expect(prefix, `cannot find the parameter in ${sample.path}`).toBeDefined()
        // Writes and deletions never aim at a real row (ids are small): a fuzzed id must not destroy fixtures.
        const segments = isUnsafe(route.method)
          ? paramValue.filter((s) => !addressesARow(s))
          : paramValue
        const body = sample.json === undefined ? undefined : serialize(sample.json)
        const ran = await property(`${key} params`, segments, RUNS.param, async (segment) => {
          await sendChecked(route, `${prefix}${segment}${rest ?? ''}`, {
            body,
            type: body ? 'application/json' : undefined,
            session: await sessionFor(route),
          })
        })
        expect(ran).toBe(RUNS.param)
      },
      60_000,
    )
  })

  /** The query fields a GET route reads (its schema's), or two it should ignore. */
  const queryFieldsOf = (key: RouteKey) => {
    const schema = specOf(key).input?.query
    const fields = schema ? schemaFields(schema) : []
    const names = [...new Set(fields.map((f) => String(f.path[0])))]
    return {
      schema,
      names: names.length > 0 ? names : ['q', 'page'],
      integers: fields.flatMap((f) => {
        const bounds = integerBounds(f.leaf)
        return bounds && f.path.length === 1 ? [{ name: String(f.path[0]), bounds }] : []
      }),
    }
  }

  /** The object Hono's query validator hands the schema (single values as strings). */
  const queryObject = (query: string) => {
    const object: Record<string, string | string[]> = {}
    for (const [key, value] of new URLSearchParams(query)) {
      const prior = object[key]
      object[key] =
        prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value]
    }
    return object
  }

  /** The sample's query with `name` set to the raw (already encoded) `value`. */
  const withQueryField = (search: string, name: string, value: string) =>
    [
      ...search.split('&').filter((pair) => pair && pair.split('=')[0] !== name),
      `${name}=${value}`,
    ].join('&')

  describe('every field at its edges', () => {
    it.each(each(GETS))(
      '%s answers control characters, lone surrogates and long values in each query field, and each integer at its bounds',
      async (key, route) => {
        const [base, search = ''] = pathOf(route).split('?') as [string, string?]
        const { schema, names, integers } = queryFieldsOf(key)
        let sent = 0
        for (const name of names) {
          for (const value of HOSTILE_QUERY_VALUES) {
            await sendChecked(route, `${base}?${withQueryField(search, name, value)}`, {
              session: superAdmin.session,
            })
            sent += 1
          }
        }
        for (const { name, bounds } of integers) {
          for (const n of boundaryValues(bounds)) {
            const query = withQueryField(search, name, String(n))
            const res = await sendChecked(route, `${base}?${query}`, {
              session: superAdmin.session,
            })
            sent += 1
            if (schema && !accepts(schema, queryObject(query)) && res.status < 400)
              throw new Error(`${key} accepted ${name}=${n}, which its schema refuses`)
          }
        }
        edgeCases += sent
        expect(sent).toBeGreaterThanOrEqual(names.length * HOSTILE_QUERY_VALUES.length)
      },
      120_000,
    )

    const intFieldsOf = (schema: unknown) =>
      schemaFields(schema).flatMap((f) => {
        const bounds = integerBounds(f.leaf)
        return bounds ? [{ path: f.path, bounds }] : []
      })
    const INT_BODY_ROUTES = JSON_ROUTES.filter((r) => intFieldsOf(specOf(r.key).input!.json).length)

    it.each(each(INT_BODY_ROUTES))(
      '%s answers each integer of its body at its bounds without a 5xx, and refuses one past them',
      async (key, route) => {
        const schema = specOf(key).input!.json!
        let sent = 0
        for (const body of bodiesOf(key)) {
          for (const { path, bounds } of intFieldsOf(schema)) {
            // An id (no upper bound) of a write never aims at a real row: min and min+1 are skipped there.
            const unbounded = bounds.max === Number.MAX_SAFE_INTEGER
            for (const n of boundaryValues(bounds)) {
              if (isUnsafe(route.method) && unbounded && addressesARow(String(n))) continue
              const mutated = setAt(body, path, n)
              if (mutated === undefined) continue
              const res = await sendChecked(route, pathOf(route), {
                body: serialize(mutated),
                type: 'application/json',
                session: await sessionFor(route),
                parsed: mutated,
              }).catch((error: unknown) => {
                throw new Error(`${path.join('.')} = ${n} in ${serialize(mutated).slice(0, 300)}`, {
                  cause: error,
                })
              })
              sent += 1
              if (!accepts(schema, mutated) && res.status < 400)
                throw new Error(
                  `${key} accepted ${path.join('.')} = ${n}, which its schema refuses: ${serialize(mutated).slice(0, 200)}`,
                )
            }
          }
        }
        edgeCases += sent
        expect(sent).toBeGreaterThan(0)
      },
      120_000,
    )

    it.each(each(PARAM_ROUTES.filter((r) => intFieldsOf(specOf(r.key).input!.param).length)))(
      '%s answers each integer path parameter at its bounds without a 5xx',
      async (key, route) => {
        const sample = samples.get(key)!
        const { prefix, rest } = splitAtParam(route, sample.path)
        const [first] = intFieldsOf(specOf(key).input!.param)
        const body = sample.json === undefined ? undefined : serialize(sample.json)
        let sent = 0
        for (const n of boundaryValues(first!.bounds)) {
          if (isUnsafe(route.method) && addressesARow(String(n))) continue
          await sendChecked(route, `${prefix}${n}${rest ?? ''}`, {
            body,
            type: body ? 'application/json' : undefined,
            session: await sessionFor(route),
          })
          sent += 1
        }
        edgeCases += sent
        expect(sent).toBeGreaterThan(0)
      },
      60_000,
    )
  })

  describe.each(onlyIn('core'))('search terms', () => {
    // D1 refuses LIKE patterns over 50 bytes ("LIKE or GLOB pattern too complex"), so a search
    // term the schema allows (100 characters) must not reach LIKE as it is.
    it.each([
      ['GET /api/events', '/api/events?q='],
      ['GET /api/users', '/api/users?q='],
      ['GET /api/users', '/api/users?full_name='],
      ['GET /api/users', '/api/users?email='],
    ] as const)(
      '%s (%s…) answers every search term its schema allows without a 5xx',
      async (key, base) => {
        const route = ALL_ROUTES.find((r) => r.key === key)!
        const statuses: string[] = []
        for (const q of [
          'a'.repeat(48),
          'a'.repeat(49),
          'a'.repeat(100),
          '\u00e9'.repeat(30),
          '%_'.repeat(50),
        ]) {
          const res = await send(route.method, `${base}${encodeURIComponent(q)}`, {
            session: superAdmin.session,
          })
          requests += 1
          statuses.push(`${q.length} chars: ${res.status}`)
        }
        expect(statuses.filter((s) => / 5\d\d$/.test(s))).toEqual([])
      },
    )
  })

  describe.each(onlyIn('community'))('forum search and mention terms', () => {
    // FTS5 has its own query language: a term the member types must never reach MATCH as syntax.
    const FTS_TERMS = [
      '"',
      'a"b',
      '""',
      '*',
      'a*',
      '^a',
      'NEAR(a b)',
      'NEAR',
      'a OR',
      'OR',
      'AND',
      'NOT',
      'NOT a',
      '-a',
      '+a',
      'a:b',
      'title:x',
      'body:',
      '(',
      ')',
      '(a',
      '{a b}:c',
      'a AND (b OR',
      '\u0000',
      "'",
      ';--',
      'by:',
      'by:%',
      "by:'",
      'tagged:',
      'tagged:"',
      'tagged:*',
      `tagged:${'x'.repeat(190)}`,
      'by:a tagged:b tagged:c tagged:d "x',
      'a'.repeat(200),
      '\u00e9'.repeat(100),
      '%_'.repeat(100),
      '\ud800',
      'hello world',
    ]
    /** A lone surrogate cannot be URI-encoded: send the bytes a careless client would (CESU-8). */
    const encodeTerm = (term: string) => {
      try {
        return encodeURIComponent(term)
      } catch {
        return '%ED%A0%80'
      }
    }
    const MENTION_TERMS = ['%', '_', '%_'.repeat(30), 'a'.repeat(60), "'", '\\', 'Jo Blo', '\ud800']

    it.each([
      ['GET /api/forum/search', '/api/forum/search?q=', FTS_TERMS],
      ['GET /api/forum/mention-suggestions', '/api/forum/mention-suggestions?q=', MENTION_TERMS],
    ] as const)('%s answers every term without a 5xx or a leak', async (key, base, terms) => {
      const route = ALL_ROUTES.find((r) => r.key === key)!
      const problems: string[] = []
      for (const term of terms) {
        for (const session of [superAdmin.session, null]) {
          const path = `${base}${encodeTerm(term)}`
          const res = await send(route.method, path, { session })
          requests += 1
          const problem = contractProblem(res, path)
          if (problem) problems.push(`${JSON.stringify(term)}: ${problem}`)
        }
      }
      expect(problems).toEqual([])
    })
  })

  /** The property that tops a route up to FLOOR: its body, its form, its query string, or any body. */
  const mainPropertyOf = (route: ApiRoute) => {
    const input = specOf(route.key).input
    if (input?.json) return fuzzBodies
    if (input?.form) return fuzzForms
    if (route.method === 'GET') return fuzzQueries
    return fuzzBareBodies
  }

  describe(`every route, ${FLOOR.toLocaleString('en-GB')} fuzzed requests or more`, () => {
    it.each(each(ROUTES))(
      `%s has answered at least ${FLOOR} fuzzed requests in all`,
      async (key, route) => {
        const short = FLOOR - (perRoute.get(key) ?? 0)
        if (short > 0) await mainPropertyOf(route)(route, `${key} up to the floor`, short)
        expect(perRoute.get(key) ?? 0).toBeGreaterThanOrEqual(FLOOR)
      },
      120_000 * SIZES.fuzzScale,
    )
  })

  /** Sends a known 5xx case's reproduction to its route, as the fuzzer's own session for it. */
  const replay = async (known: Known5xx) => {
    const route = ALL_ROUTES.find((r) => r.key === known.route)!
    return send(route.method, samples.get(known.route)!.path, {
      body: JSON.stringify(known.repro),
      type: 'application/json',
      session: await sessionFor(route),
    })
  }

  // An empty table would be a suite with no test, which vitest reports as a failure.
  describe.runIf(KNOWN_5XX.length > 0 && part === 'core')(
    'known 5xx answers, pending a fix',
    () => {
      it.fails.each(KNOWN_5XX.map((k) => [k.route, k.bug, k] as const))(
        '%s: %s',
        async (_key, _bug, known) => expect((await replay(known)).status).toBeLessThan(500),
      )
    },
  )

  describe.each(onlyIn('core'))('former 5xx answers stay fixed', () => {
    // Some replays write a lot (repeat_times 100 makes a hundred events): more than the 5 s default
    // on a loaded machine.
    it.each(FIXED_5XX.map((k) => [k.route, k.bug, k] as const))(
      '%s: %s',
      async (_key, _bug, known) => expect((await replay(known)).status).toBeLessThan(500),
      30_000,
    )

    // A chunked body has no Content-Length: the limit must count the bytes received.
    it('refuses a chunked JSON body over 1 MiB with 413', async () => {
      const chunk = new TextEncoder().encode(' '.repeat(256 * 1024))
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(new TextEncoder().encode('{"site_welcome_msg":"hi"'))
          if (sent >= 8) {
            controller.enqueue(new TextEncoder().encode('}'))
            controller.close()
            return
          }
          controller.enqueue(chunk)
          sent += 1
        },
      })
      const res = await exports.default.fetch(`${ORIGIN}/api/settings`, {
        method: 'PUT',
        headers: {
          origin: ORIGIN,
          'content-type': 'application/json',
          cookie: superAdmin.session!.cookie!,
        },
        body,
      })
      await res.text()
      expect(res.status).toBe(413)
    })
  })
}
