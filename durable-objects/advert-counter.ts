import { DurableObject } from 'cloudflare:workers'

/**
 * One object for the whole site (`idFromName('all')`): sums advert impressions and clicks in its own
 * SQLite storage, so a page view costs no D1 write, and flushes the sums to D1's adverts in one batch
 * on an alarm about every 30 s (and from the five-minute cron). A failed flush puts the sums back.
 */

export type AdvertTally = 'impressions' | 'clicks'
export type AdvertSums = { advertId: number; impressions: number; clicks: number }

export const ADVERT_COUNTER_NAME = 'all'
export const FLUSH_EVERY_MS = 30_000
/** Distinct adverts waiting at once; ids beyond it (made up by a client) are dropped. */
const MAX_PENDING = 1_000

export class AdvertCounter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS pending (advert_id INTEGER PRIMARY KEY, impressions INTEGER NOT NULL DEFAULT 0, clicks INTEGER NOT NULL DEFAULT 0)',
    )
  }

  /** Adds one to each advert's tally (callers dedupe), and makes sure a flush is coming. */
  async add(tally: AdvertTally, advertIds: readonly number[]): Promise<void> {
    const ids = [...new Set(advertIds)].filter((id) => Number.isSafeInteger(id) && id > 0)
    if (ids.length === 0) return
    this.addSums(ids.map((advertId) => ({ advertId, impressions: 0, clicks: 0, [tally]: 1 })))
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Date.now() + FLUSH_EVERY_MS)
  }

  /** What is waiting, without taking it (for tests and the bench). */
  async pending(): Promise<AdvertSums[]> {
    return this.readPending()
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
      const update = this.env.DB.prepare(
        'UPDATE adverts SET total_impressions = total_impressions + ?, total_clicks = total_clicks + ? WHERE id = ?',
      )
      await this.env.DB.batch(sums.map((s) => update.bind(s.impressions, s.clicks, s.advertId)))
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

  private readPending(): AdvertSums[] {
    return this.ctx.storage.sql
      .exec<{ advert_id: number; impressions: number; clicks: number }>(
        'SELECT advert_id, impressions, clicks FROM pending',
      )
      .toArray()
      .map((r) => ({ advertId: r.advert_id, impressions: r.impressions, clicks: r.clicks }))
  }

  private addSums(sums: readonly AdvertSums[]) {
    const waiting = this.ctx.storage.sql
      .exec<{ n: number }>('SELECT count(*) AS n FROM pending')
      .one().n
    let room = MAX_PENDING - waiting
    for (const s of sums) {
      const known =
        this.ctx.storage.sql.exec('SELECT 1 FROM pending WHERE advert_id = ?', s.advertId).toArray()
          .length > 0
      if (!known && room <= 0) continue
      if (!known) room -= 1
      this.ctx.storage.sql.exec(
        'INSERT INTO pending (advert_id, impressions, clicks) VALUES (?, ?, ?) ON CONFLICT (advert_id) DO UPDATE SET impressions = impressions + excluded.impressions, clicks = clicks + excluded.clicks',
        s.advertId,
        s.impressions,
        s.clicks,
      )
    }
  }
}
