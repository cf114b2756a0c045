/**
 * Security suite 17, fuzz (support/fuzz-suite.ts): the community routes (forum, groups,
 * connections, messages, comments, likes, posts, promotions, polls, surveys). The core routes run
 * in fuzz.test.ts, in vitest's other worker.
 */
import { fuzzSuite } from './support/fuzz-suite'

fuzzSuite('community')
