import { drizzle } from 'drizzle-orm/d1'

export type Db = ReturnType<typeof createDb>

/**
 * Without `{ schema }`: nothing uses drizzle's relational queries (db.query.*), and passing the
 * schema made every request rebuild their table config (extractTablesRelationalConfig), about a
 * third of a trivial request's CPU in the bench's profile.
 */
export const createDb = (d1: D1Database) => drizzle(d1)

/**
 * Counts D1 round trips (one per statement run, one per batch) so tests and the benchmark can
 * hold every endpoint to its query budget. Enabled outside production only.
 */
export class CountingD1 {
  roundTrips = 0
  private readonly real = new WeakMap<object, D1PreparedStatement>()

  constructor(private readonly d1: D1Database) {}

  prepare(query: string): D1PreparedStatement {
    return this.wrap(this.d1.prepare(query))
  }

  async batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    this.roundTrips += 1
    return this.d1.batch<T>(statements.map((s) => this.real.get(s) ?? s))
  }

  async exec(query: string): Promise<D1ExecResult> {
    this.roundTrips += 1
    return this.d1.exec(query)
  }

  withSession(constraintOrBookmark?: string) {
    return this.d1.withSession(constraintOrBookmark)
  }

  async dump(): Promise<ArrayBuffer> {
    return (this.d1 as unknown as { dump(): Promise<ArrayBuffer> }).dump()
  }

  private wrap(statement: D1PreparedStatement): D1PreparedStatement {
    const count = () => {
      this.roundTrips += 1
    }
    const wrapper: D1PreparedStatement = Object.create(statement, {
      bind: { value: (...values: unknown[]) => this.wrap(statement.bind(...values)) },
      first: { value: (col?: string) => (count(), col ? statement.first(col) : statement.first()) },
      all: { value: () => (count(), statement.all()) },
      run: { value: () => (count(), statement.run()) },
      raw: {
        value: (opts?: { columnNames?: boolean }) => (
          count(),
          statement.raw(opts as { columnNames: true })
        ),
      },
    })
    this.real.set(wrapper, statement)
    return wrapper
  }
}
