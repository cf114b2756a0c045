import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second for /proc/<pid>/stat times (USER_HZ; 100 on every Linux we run on). */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

type Stat = { pid: number; ppid: number; name: string; cpuTicks: number }

const readStat = (pid: number): Stat | null => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name may contain spaces or parentheses: fields resume after the last ')'.
    const close = text.lastIndexOf(')')
    const name = text.slice(text.indexOf('(') + 1, close)
    const fields = text.slice(close + 2).split(' ')
    // After the name: state(0) ppid(1) … utime(11) stime(12).
    return { pid, ppid: Number(fields[1]), name, cpuTicks: Number(fields[11]) + Number(fields[12]) }
  } catch {
    return null
  }
}

/** Descendants of `root` whose name contains `name` (Miniflare spawns workerd as our child). */
export const findDescendants = (root: number, name: string) => {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((stat): stat is Stat => stat !== null)
  const children = new Map<number, Stat[]>()
  for (const stat of all) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat])
  const found: number[] = []
  const queue = [root]
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (child.name.includes(name)) found.push(child.pid)
      queue.push(child.pid)
    }
  }
  return found
}

/** CPU time (user + system) of the processes, in microseconds. */
export const cpuMicros = (pids: number[]) =>
  pids.reduce((sum, pid) => sum + ((readStat(pid)?.cpuTicks ?? 0) * 1_000_000) / ticksPerSecond, 0)
