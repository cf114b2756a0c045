import { env } from 'cloudflare:workers'
import { adverts } from '@worker/db/schema'
import { db } from './factories'

const DAY = 86_400_000
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

type NewAdvert = Partial<typeof adverts.$inferInsert>

/** An approved sidebar advert running now (started yesterday, ends in a week), unless told otherwise. */
export const createAdvert = async (overrides: NewAdvert = {}) => {
  const [row] = await db
    .insert(adverts)
    .values({
      name: `Corner Bakery ${crypto.randomUUID().slice(0, 6)}`,
      description: 'Fresh bread every morning',
      href: 'https://bakery.example.com/',
      position: 'sidebar',
      startsAt: iso(-DAY),
      endsAt: iso(7 * DAY),
      status: 'approved',
      ...overrides,
    })
    .returning()
  return row!
}

/** What D1 holds of an advert's totals. */
export const advertTotals = async (id: number) =>
  env.DB.prepare('SELECT total_clicks, total_impressions FROM adverts WHERE id = ?')
    .bind(id)
    .first<{ total_clicks: number; total_impressions: number }>()

export const advertCounter = () => env.ADVERT_COUNTER.getByName('all')

/**
 * Flushes the counter until D1 shows `expected` for the advert: the routes hand their tally to the
 * request's waitUntil, so it may reach the object a moment after the answer.
 */
export const flushUntil = async (
  id: number,
  expected: { total_clicks: number; total_impressions: number },
) => {
  let totals = await advertTotals(id)
  for (let i = 0; i < 50; i += 1) {
    await advertCounter().flush()
    totals = await advertTotals(id)
    if (
      totals?.total_clicks === expected.total_clicks &&
      totals.total_impressions === expected.total_impressions
    )
      return totals
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return totals
}
