/**
 * Fault injection for services called directly: a D1 database and an R2 bucket that share one
 * call counter and make the k-th call throw. 'before' fails without touching storage (a lost
 * request); 'after' lets the call take effect and then throws (a lost answer).
 */

export type FaultMode = 'before' | 'after'

export class InjectedFault extends Error {
  constructor(readonly call: string) {
    super(`injected fault at ${call}`)
  }
}

/** Counts every D1 execution (statement run or batch) and every R2 write; fires once at `failAt`. */
export class FaultPlan {
  calls: string[] = []
  fired: string | null = null
  /** R2 keys written or deleted through the plan, so a check can look each one up. */
  readonly keys = new Set<string>()

  constructor(
    readonly failAt: number | null = null,
    readonly mode: FaultMode = 'before',
  ) {}

  async around<T>(name: string, run: () => Promise<T>): Promise<T> {
    this.calls.push(name)
    const hit = this.calls.length === this.failAt
    if (hit) this.fired = name
    if (hit && this.mode === 'before') throw new InjectedFault(name)
    const result = await run()
    if (hit) throw new InjectedFault(name)
    return result
  }
}

const STATEMENT_RUNS = new Set(['first', 'all', 'run', 'raw'])

/** A D1 database whose statements and batches go through the plan. */
export const faultyD1 = (real: D1Database, plan: FaultPlan): D1Database => {
  const unwrapped = new WeakMap<D1PreparedStatement, D1PreparedStatement>()
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => wrap(target.bind(...values))
        const value: unknown = Reflect.get(target, prop, target)
        if (typeof value !== 'function') return value
        if (typeof prop === 'string' && STATEMENT_RUNS.has(prop)) {
          return (...args: unknown[]) =>
            plan.around(`d1.${prop}`, async (): Promise<unknown> =>
              Reflect.apply(value, target, args),
            )
        }
        return (...args: unknown[]): unknown => Reflect.apply(value, target, args)
      },
    })
    unwrapped.set(proxy, statement)
    return proxy
  }
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'prepare') return (query: string) => wrap(target.prepare(query))
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          plan.around('d1.batch', () => target.batch(statements.map((s) => unwrapped.get(s) ?? s)))
      }
      if (prop === 'exec')
        return (query: string) => plan.around('d1.exec', () => target.exec(query))
      const value: unknown = Reflect.get(target, prop, target)
      return typeof value === 'function'
        ? (...args: unknown[]): unknown => Reflect.apply(value, target, args)
        : value
    },
  })
}

const BUCKET_WRITES = new Set(['put', 'delete'])

/** An R2 bucket whose puts and deletes go through the plan (reads pass straight through). */
export const faultyBucket = (real: R2Bucket, plan: FaultPlan): R2Bucket =>
  new Proxy(real, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target)
      if (typeof value !== 'function') return value
      if (typeof prop === 'string' && BUCKET_WRITES.has(prop)) {
        return (...args: unknown[]) => {
          if (typeof args[0] === 'string') plan.keys.add(args[0])
          return plan.around(`r2.${prop}`, async (): Promise<unknown> =>
            Reflect.apply(value, target, args),
          )
        }
      }
      return (...args: unknown[]): unknown => Reflect.apply(value, target, args)
    },
  })
