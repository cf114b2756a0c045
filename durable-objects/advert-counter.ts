import { DurableObject } from 'cloudflare:workers'

/**
 * One object for the whole site (`idFromName('all')`): sums advert impressions and clicks, and page
 * views, in its own SQLite storage, so a page view costs no D1 write, and flushes the sums to D1
 * (adverts' and pages' totals) in one batch on an alarm about every 30 s (and from the five-minute
 * cron). A failed flush puts the sums back.
 */

export type AdvertTally = 'impressions' | 'clicks'
/** What is counted: an advert (impressions and clicks) or a page (its views, as impressions). */
export type CountedItem = 'advert' | 'page'
export type AdvertSums = { advertId: number; impressions: number; clicks: number }
type Sums = AdvertSums & { item: CountedItem }

/** An item's sums added to its totals in D1 (pages are posts of type 'page'). */
const flushStatement = (db: D1Database, s: Sums) =>
  s.item === 'advert'
    ? db
        .prepare(
          'UPDATE adverts SET total_impressions = total_impressions + ?, total_clicks = total_clicks + ? WHERE id = ?',
        )
        .bind(s.impressions, s.clicks, s.advertId)
    : db
        .prepare(
          "UPDATE posts SET total_impressions = total_impressions + ? WHERE id = ? AND type = 'page'",
        )
        .bind(s.impressions, s.advertId)

export const ADVERT_COUNTER_NAME = 'all'
export const FLUSH_EVERY_MS = 30_000
/** Distinct adverts waiting at once; ids beyond it (made up by a client) are dropped. */
const MAX_PENDING = 1_000

export class AdvertCounter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    ctx.storage.sql.exec(
      "CREATE TABLE IF NOT EXISTS pending (item TEXT NOT NULL DEFAULT 'advert', advert_id INTEGER NOT NULL, impressions INTEGER NOT NULL DEFAULT 0, clicks INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (item, advert_id))",
    )
  }

  /** Adds one to each advert's tally (callers dedupe), and makes sure a flush is coming. */
  async add(
    tally: AdvertTally,
    advertIds: readonly number[],
    item: CountedItem = 'advert',
  ): Promise<void> {
    const ids = [...new Set(advertIds)].filter((id) => Number.isSafeInteger(id) && id > 0)
    if (ids.length === 0) return
    this.addSums(ids.map((advertId) => ({ item, advertId, impressions: 0, clicks: 0, [tally]: 1 })))
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Date.now() + FLUSH_EVERY_MS)
  }

  /** What is waiting, without taking it (for tests and the bench). */
  async pending(item: CountedItem = 'advert'): Promise<AdvertSums[]> {
    return this.readPending()
      .filter((s) => s.item === item)
      .map(({ item: _item, ...sums }) => sums)
  }

  /**
   * Writes the sums to D1 in one batch. They leave storage before the write (synchronously with the
   * read, so a tally arriving meanwhile waits for the next flush) and come back if it fails.
   */
  async flush(): Promise<number> {
    const sums = this.readPending()
    if (sums.length === 0) return 0
    this.ctx.storage.sql.exec('DELETE FROM pending')
    try {
      await this.env.DB.batch(sums.map((s) => flushStatement(this.env.DB, s)))
    } catch (error) {
      this.addSums(sums)
      throw error
    }
    return sums.length
  }

  override async alarm(): Promise<void> {
    try {
      await this.flush()
    } finally {
      const left = this.ctx.storage.sql.exec('SELECT 1 FROM pending LIMIT 1').toArray().length
      if (left > 0) await this.ctx.storage.setAlarm(Date.now() + FLUSH_EVERY_MS)
    }
  }

  private readPending(): Sums[] {
    return this.ctx.storage.sql
      .exec<{ item: CountedItem; advert_id: number; impressions: number; clicks: number }>(
        'SELECT item, advert_id, impressions, clicks FROM pending',
      )
      .toArray()
      .map((r) => ({
        item: r.item,
        advertId: r.advert_id,
        impressions: r.impressions,
        clicks: r.clicks,
      }))
  }

  private addSums(sums: readonly Sums[]) {
    const waiting = this.ctx.storage.sql
      .exec<{ n: number }>('SELECT count(*) AS n FROM pending')
      .one().n
    let room = MAX_PENDING - waiting
    for (const s of sums) {
      const known =
        this.ctx.storage.sql
          .exec('SELECT 1 FROM pending WHERE item = ? AND advert_id = ?', s.item, s.advertId)
          .toArray().length > 0
      if (!known && room <= 0) continue
      if (!known) room -= 1
      this.ctx.storage.sql.exec(
        'INSERT INTO pending (item, advert_id, impressions, clicks) VALUES (?, ?, ?, ?) ON CONFLICT (item, advert_id) DO UPDATE SET impressions = impressions + excluded.impressions, clicks = clicks + excluded.clicks',
        s.item,
        s.advertId,
        s.impressions,
        s.clicks,
      )
    }
  }
}
