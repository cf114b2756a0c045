/**
 * Security suite 17, fuzz (support/fuzz-suite.ts): the core routes (accounts, settings, users,
 * roles, events, orders, uploads…) and the checks that span every route. The community routes run
 * in fuzz-community.test.ts, in vitest's other worker.
 */
import { fuzzSuite } from './support/fuzz-suite'

fuzzSuite('core')
