import { ADVERT_COUNTER_NAME } from '../../durable-objects/advert-counter'
import { afterAnswer, type Deps } from '../lib/deps'
import { notFound } from '../lib/errors'
import { clickTargetStatement } from './adverts.queries'

/**
 * Advert impressions and clicks (spec 02 §3 total_impressions, total_clicks) go to the AdvertCounter
 * Durable Object, never straight to D1: it sums them and flushes every ~30 s and from the cron.
 */

const counterOf = (env: Env) => env.ADVERT_COUNTER.getByName(ADVERT_COUNTER_NAME)

/** Logged, not thrown: a lost tally must never break a page or a click. */
const tally = (env: Env, kind: 'impressions' | 'clicks', ids: number[]) =>
  counterOf(env)
    .add(kind, ids)
    .catch((error: unknown) => console.error('advert counter: add failed', error))

/** One impression per advert per request, whatever the list repeats. Ids of no advert fall away at the flush. */
export const recordImpressions = async (deps: Deps, ids: readonly number[]): Promise<void> => {
  await afterAnswer(deps, tally(deps.env, 'impressions', [...new Set(ids)]))
}

/** The stored address of an approved advert (404 otherwise), the click counted after the answer. */
export const clickThrough = async (deps: Deps, id: number): Promise<string> => {
  const [[target]] = await deps.db.batch([clickTargetStatement(deps.db, id)])
  if (!target) throw notFound()
  await afterAnswer(deps, tally(deps.env, 'clicks', [id]))
  return target.href
}

/**
 * A page view (a public read by slug): counted by the same object, flushed to the page's
 * total_impressions; the read itself writes nothing.
 */
export const recordPageView = async (deps: Deps, pageId: number): Promise<void> => {
  await afterAnswer(
    deps,
    counterOf(deps.env)
      .add('impressions', [pageId], 'page')
      .catch((error: unknown) => console.error('page views: add failed', error)),
  )
}

/** The cron's flush (the alarm does the same every ~30 s while tallies wait). */
export const flushAdvertCounts = async (env: Env): Promise<number> => counterOf(env).flush()
