import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../db/client'
import type { Actor, ActorUser } from './actor'
import type { AppError } from './errors'
import { visitorMayHold } from './policy'
import { permissionKeysJson, sessionQueries, visitorPermissionsQuery } from './session-sql'

/** A rule a guard registered: an error to answer with, or null when the actor may proceed. */
export type Check = (actor: Actor) => AppError | null

type SessionRow = ActorUser & {
  sessionLastSeenAt: string
  sessionRemember: boolean
  permissionKeys: string
}
type Batch = Db['batch']
/** A statement a guard asks to ride along with the auth's (e.g. the site's feature flags). */
type RiderStatement = BatchItem<'sqlite'>
/** What one of `queries()` statements brings: the session, the visitor's permissions, a rider's rows. */
type Wanted = 'session' | 'visitor' | `rider:${string}`

const VISITOR: Actor = { user: null, permissions: new Set(), sessionHash: null }

/**
 * Who is calling, resolved once per request — and, on reads, inside the same D1 batch as the
 * route's own queries, so a signed-in list page costs one round trip, not two.
 *
 * Guards register checks. On safe methods (GET/HEAD) a check waits for the request's first
 * db.batch, which carries the session rows along; whatever happens, every check has run before
 * the response leaves (see `finish`). On writes checks run before the handler, as usual. A check
 * that needs nothing unknown (no cookie, and a guard that does not ask for the visitor role's
 * permissions) runs at once, so such a visitor is answered before the handler sends a query.
 */
export class RequestAuth {
  private actor: Actor | null
  private visitorPermissions: ReadonlySet<string> | null = null
  private wantsPermissions = false
  /** Riders by name: the statement, and its rows once a batch brought them. */
  private readonly riders = new Map<
    string,
    { query: () => RiderStatement; rows: unknown[] | null }
  >()
  private readonly checks: Check[] = []
  private inFlight: Promise<void> | null = null

  constructor(
    private readonly db: Db,
    private readonly rawBatch: Batch,
    /** SHA-256 of the session cookie's token, or null without a cookie. */
    readonly tokenHash: string | null,
    private readonly deferChecks: boolean,
    private readonly onSession: (session: {
      userId: number
      lastSeenAt: string
      remember: boolean
    }) => void,
  ) {
    this.actor = tokenHash ? null : VISITOR
  }

  /** Statements still needed to know the actor (a visitor's permissions, riders' rows), or none. */
  queries() {
    return this.wanted().map((w) => w.query)
  }

  private wanted() {
    if (this.inFlight) return []
    const list: {
      kind: Wanted
      query:
        | ReturnType<typeof sessionQueries>[number]
        | ReturnType<typeof visitorPermissionsQuery>
        | RiderStatement
    }[] = []
    if (this.actor === null && this.tokenHash)
      list.push(
        ...sessionQueries(this.db, this.tokenHash).map((query) => ({
          kind: 'session' as const,
          query,
        })),
      )
    const visitorMayMatter = this.actor === null || this.actor.user === null
    if (this.wantsPermissions && visitorMayMatter && this.visitorPermissions === null) {
      list.push({ kind: 'visitor', query: visitorPermissionsQuery(this.db) })
    }
    for (const [name, rider] of this.riders)
      if (rider.rows === null) list.push({ kind: `rider:${name}`, query: rider.query() })
    return list
  }

  /** Takes the rows of `queries()` (in the same order, of the kinds given) and runs the checks. */
  absorb(results: readonly unknown[], kinds: readonly Wanted[] = this.wanted().map((w) => w.kind)) {
    kinds.forEach((kind, i) => {
      if (kind === 'session') this.absorbSession(results[i] as SessionRow[])
      // Only read keys count for visitors, whatever an older database's visitor role still holds.
      else if (kind === 'visitor')
        this.visitorPermissions = new Set(
          (results[i] as { key: string }[]).map((r) => r.key).filter(visitorMayHold),
        )
      else this.riders.get(kind.slice('rider:'.length))!.rows = results[i] as unknown[]
    })
    this.runChecks()
  }

  private absorbSession([row]: SessionRow[]) {
    if (!row) {
      this.actor = VISITOR
      return
    }
    const { sessionLastSeenAt, sessionRemember, permissionKeys, ...user } = row
    this.actor = {
      user,
      permissions: new Set(permissionKeysJson.parse(permissionKeys)),
      sessionHash: this.tokenHash,
    }
    this.onSession({
      userId: user.id,
      lastSeenAt: sessionLastSeenAt,
      remember: sessionRemember,
    })
  }

  /**
   * Asks for a statement to ride along with the auth's, in the request's first batch (or the
   * guard's load on writes), for a check to read with `riderRows`: e.g. the site's feature flags
   * (settings/feature-flags.ts). Asked twice under one name, it is sent once.
   */
  ride(name: string, query: () => RiderStatement) {
    if (!this.riders.has(name)) this.riders.set(name, { query, rows: null })
  }

  /** A rider's rows, once a batch brought them (checks run only then). */
  riderRows(name: string): unknown[] {
    const rows = this.riders.get(name)?.rows
    if (!rows) throw new Error(`The statement ${name} has not ridden along yet: ride() it first`)
    return rows
  }

  /** Loads whatever is still unknown in its own round trip (when no batch carried it). */
  async load(): Promise<Actor> {
    if (this.inFlight) await this.inFlight
    const wanted = this.wanted()
    if (wanted.length > 0) {
      // The raw batch: this request's db.batch would try to carry these statements again.
      const [first, ...rest] = wanted.map((w) => w.query)
      this.absorb(
        await this.rawBatch([first!, ...rest] as Parameters<Batch>[0]),
        wanted.map((w) => w.kind),
      )
    }
    this.runChecks()
    return this.current()
  }

  /** The actor, once known; reading it earlier is a programming error. */
  current(): Actor {
    if (this.actor === null)
      throw new Error('The actor is not loaded yet: await deps.auth.load() or run a db.batch first')
    if (this.actor.user === null && this.visitorPermissions)
      return { ...VISITOR, permissions: this.visitorPermissions }
    return this.actor
  }

  /**
   * Registers a guard's rule: now if the actor is known, at the first batch on reads, else after
   * loading. `untilGuard` (a feature flag) waits on writes too: the route's own guard, which
   * comes next, loads everything before the handler; a write route open to anyone has no such
   * guard, so its first batch carries the check, and that batch must read before it writes.
   * `atFirstBatch` (signedInReadFirst) is the same promise made by the route's own guard.
   */
  async require(
    check: Check,
    options: { permissions: boolean; untilGuard?: boolean; atFirstBatch?: boolean },
  ) {
    if (options.permissions) this.wantsPermissions = true
    this.checks.push(check)
    if (this.queries().length === 0 && !this.inFlight) this.runChecks()
    else if (!this.deferChecks && !options.untilGuard && !options.atFirstBatch) await this.load()
  }

  /** Every check has run before the response is sent, even if the handler read nothing from D1. */
  async finish() {
    if (this.checks.length > 0) await this.load()
  }

  /** Used by the request's db.batch: sends the auth statements along with the route's own. */
  async rideAlong<T>(
    send: (extra: ReturnType<RequestAuth['queries']>) => Promise<T[]>,
  ): Promise<T[]> {
    const wanted = this.wanted()
    const extra = wanted.map((w) => w.query)
    if (extra.length === 0) {
      const results = await send([])
      if (this.inFlight) await this.inFlight
      return results
    }
    let done!: () => void
    this.inFlight = new Promise((resolve) => (done = resolve))
    try {
      const results = await send(extra)
      this.inFlight = null
      this.absorb(
        results.slice(0, extra.length),
        wanted.map((w) => w.kind),
      )
      return results.slice(extra.length)
    } finally {
      this.inFlight = null
      done()
    }
  }

  private runChecks() {
    if (this.queries().length > 0) return
    const actor = this.current()
    while (this.checks.length > 0) {
      const error = this.checks.shift()!(actor)
      if (error) {
        this.checks.length = 0
        throw error
      }
    }
  }
}
