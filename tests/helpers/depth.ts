/**
 * How deep the security suites go: 'ci' (the default, sized to keep CI fast while each suite
 * still means something) or 'deep' (`npm run test:deep`: the full figures of the security bar).
 *
 * vitest.config.ts reads TEST_DEPTH from the shell and hands it to workerd as a binding; workerd's
 * nodejs_compat fills process.env from string bindings, so the worker and web projects read the
 * same variable here.
 */
export type Depth = 'ci' | 'deep'

export const DEPTH: Depth = process.env.TEST_DEPTH === 'deep' ? 'deep' : 'ci'

/** The figure for the current depth. */
export const atDepth = <T>(sizes: Record<Depth, T>): T => sizes[DEPTH]

/** The sizes every suite runs at, in one place (tests/README.md lists them too). */
export const SIZES = {
  /** Suite 4: payloads through every XSS sink (the hand-written core is 269 of them). */
  xssPayloads: atDepth({ ci: 300, deep: 1_500 }),
  /** Suite 17: a multiple of every property's runs (60 mutated bodies per JSON route at 1)… */
  fuzzScale: atDepth({ ci: 1, deep: 5 }),
  /** …and the fuzzed requests each route gets in all, topped up with its main property. */
  fuzzFloor: atDepth({ ci: 200, deep: 1_000 }),
} as const
