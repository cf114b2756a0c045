import { afterAll, beforeEach } from 'vitest'
import { DEPTH } from '../../../helpers/depth'

/**
 * Each security suite ends with its figure: cases run and failures (which must be 0). Failures
 * are counted by the test runner itself (known bugs marked `it.fails` are listed apart), so the
 * line never claims 0 when a test failed. The line names the depth it ran at (ci or deep, see
 * tests/helpers/depth.ts), next to the sizes the suite reports.
 */
export const reportFigure = (suite: string, describe: () => string) => {
  let failed = 0
  let knownBugs = 0
  beforeEach(({ onTestFailed, task }) => {
    onTestFailed(() => {
      if (task.fails) knownBugs += 1
      else failed += 1
    })
  })
  afterAll(() => {
    console.log(
      `${suite} [${DEPTH} depth]: ${describe()}; ${failed} failures${knownBugs ? `, ${knownBugs} known bugs pending a fix (it.fails)` : ''}`,
    )
  })
}
