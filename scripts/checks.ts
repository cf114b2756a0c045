/**
 * `npm test`'s static checks: types, lint and formatting, side by side. tsc -b and Prettier each
 * use one core, so on CI's two cores running them together saves about 12 s of the run. Each
 * check's output is printed whole when it ends; the exit code is non-zero if any failed.
 */
import { spawn } from 'node:child_process'

const CHECKS = ['typecheck', 'lint', 'format:check']

const run = (script: string) =>
  new Promise<{ script: string; code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ script, code, output }))
  })

const started = performance.now()
const results = await Promise.all(CHECKS.map(run))
for (const { script, code, output } of results) {
  console.log(`> ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`)
  if (output.trim()) console.log(output.trimEnd())
}
console.log(`checks: ${((performance.now() - started) / 1000).toFixed(1)} s`)
process.exit(results.every((r) => r.code === 0) ? 0 : 1)
