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

  constructor(private readonly d1: D1Database) {}

  prepare(query: string): D1PreparedStatement {
    return new CountedStatement(this.d1.prepare(query), this) as unknown as D1PreparedStatement
  }

  async batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    this.roundTrips += 1
    return this.d1.batch<T>(statements.map(realStatement))
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
}

/**
 * A statement that counts when it runs. A small class rather than an object inheriting from the
 * statement with its own property descriptors: that cost ~30 µs per statement, a third of the
 * trivial route's CPU on every list page of the bench (which production never paid).
 */
class CountedStatement {
  constructor(
    readonly real: D1PreparedStatement,
    private readonly counter: CountingD1,
  ) {}

  bind(...values: unknown[]) {
    return new CountedStatement(this.real.bind(...values), this.counter)
  }

  first(column?: string) {
    this.counter.roundTrips += 1
    return column ? this.real.first(column) : this.real.first()
  }

  all() {
    this.counter.roundTrips += 1
    return this.real.all()
  }

  run() {
    this.counter.roundTrips += 1
    return this.real.run()
  }

  raw(options?: { columnNames?: boolean }) {
    this.counter.roundTrips += 1
    return this.real.raw(options as { columnNames: true })
  }
}

const realStatement = (statement: D1PreparedStatement) =>
  statement instanceof CountedStatement ? statement.real : statement
