import { expect } from 'vitest'
import { AppError } from '@worker/lib/errors'
import { FaultPlan, InjectedFault, type FaultMode } from './faults'
import { reportFigure } from './figure'

/**
 * Suite 18's runner: a flow run once per D1/R2 call with that call failing, before it reaches
 * storage (lost request) and after it took effect (lost answer), the state checked after each.
 * `faultPoints` registers the suite's figure line for the test file that calls it.
 */

const MODES: FaultMode[] = ['before', 'after']

export type Outcome = { problems: string[]; orphanObjects?: number; lostNotices?: number }

const causedByFault = (error: unknown): boolean =>
  error instanceof InjectedFault ||
  (error instanceof Error && error.cause !== undefined && causedByFault(error.cause))

export const faultPoints = (suite: string) => {
  const tally = { points: 0, flows: 0, halfWritten: 0, orphanObjects: 0, lostNotices: 0 }

  reportFigure(
    suite,
    () =>
      `${tally.points} fault points across ${tally.flows} flows, ${tally.halfWritten} half-written states` +
      ` (${tally.orphanObjects} unreachable R2 objects left by a failed delete, ${tally.lostNotices} notifications lost after a completed write)`,
  )

  /**
   * Runs `flow` with call k failing for k = 1, 2, … until a run meets no fault (then it must
   * succeed), checking the state after each one. Returns how many fault points it met and how
   * many left a half-written state.
   */
  const everyFaultPoint = async <S>(
    setup: () => Promise<S>,
    flow: (scene: S, plan: FaultPlan) => Promise<unknown>,
    check: (scene: S, plan: FaultPlan, clean: boolean) => Promise<Outcome>,
  ) => {
    tally.flows += 1
    const seen = { points: 0, halfWritten: 0 }
    for (const mode of MODES) {
      for (let k = 1; k < 100; k++) {
        const scene = await setup()
        const plan = new FaultPlan(k, mode)
        let error: unknown = null
        await flow(scene, plan).catch((e: unknown) => (error = e))
        // A fault surfaces as itself (drizzle wraps it as the cause) or as the service's own
        // answer, never as a TypeError from code that assumed the call worked.
        if (error !== null && !causedByFault(error) && !(error instanceof AppError)) throw error
        const outcome = await check(scene, plan, plan.fired === null)
        const where = `${mode} call ${k} (${plan.fired ?? 'none'}) of ${plan.calls.join(', ')}`
        if (outcome.problems.length > 0) {
          tally.halfWritten += 1
          seen.halfWritten += 1
        }
        expect({ where, problems: outcome.problems }).toEqual({ where, problems: [] })
        tally.orphanObjects += outcome.orphanObjects ?? 0
        tally.lostNotices += outcome.lostNotices ?? 0
        if (!plan.fired) {
          expect(error).toBeNull()
          break
        }
        tally.points += 1
        seen.points += 1
      }
    }
    return seen
  }

  return { tally, everyFaultPoint }
}
