import { eq, sql } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { Db } from '../db/client'
import { compiled } from '../db/compiled'
import { siteSettings } from '../db/schema'
import type { AppEnv } from '../lib/context'
import { forbidden } from '../lib/errors'
import { canAny } from '../lib/policy'
import { settingFrom } from './setting-from'
import type { SiteSettings } from './settings.schemas'

/**
 * The site's feature flags (settings.features, spec 02 §3 and issue 16): a switched-off feature
 * answers 403 to members and visitors on every one of its routes, while holders of its manage
 * permission keep it so they can prepare it. The forum has its own switch (forum.policy), which
 * also reads is_forum_active.
 */
export type SiteFeatures = SiteSettings['features']
export type GatedFeature = Exclude<keyof SiteFeatures, 'forum'>

/** What a refusal says, per feature. */
export const FEATURE_OFF: Record<GatedFeature, string> = {
  events: 'Events are switched off',
  polls: 'Polls are switched off',
  surveys: 'Surveys are switched off',
  promotions: 'Promotions are switched off',
  resources: 'Resources are switched off',
}

/** Who keeps a switched-off feature: the holders of its manage permission (and super_admin). */
export const FEATURE_MANAGERS: Record<GatedFeature, readonly string[]> = {
  events: ['events.manage'],
  polls: ['polls.manage'],
  surveys: ['surveys.manage'],
  promotions: ['promotions.manage'],
  resources: ['resources.manage'],
}

/** The features row as a statement: it rides along with the request's first batch (RequestAuth.ride). */
export const featuresQuery = (db: Db) =>
  // Compiled once per isolate: every request to a gated feature sends it (worker/db/compiled.ts).
  compiled(
    db,
    'settings.features',
    () =>
      db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, 'features')),
    {},
  )

export const featuresFrom = (rows: { value: unknown }[]): SiteFeatures =>
  settingFrom('features', rows)

/**
 * Middleware for a feature's routes (app.ts mounts it on their paths, before the routes' own
 * guards). With several features (the poll votes, shared by polls and surveys), one switched on
 * is enough. The check waits for the request's first batch, so it costs no round trip: on writes
 * the route's guard loads it with the session before the handler runs. The one write open to
 * anyone under these paths, POST /event-orders, reads the event before it writes anything, so the
 * check has refused before a seat is taken (RequestAuth.require, `untilGuard`).
 */
export const featureOn = (...features: [GatedFeature, ...GatedFeature[]]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const auth = c.var.auth
    auth.ride('features', () => featuresQuery(c.var.db))
    await auth.require(
      (actor) => {
        const flags = featuresFrom(auth.riderRows('features') as { value: unknown }[])
        if (features.some((f) => flags[f])) return null
        if (features.some((f) => canAny(actor, FEATURE_MANAGERS[f]))) return null
        return forbidden(FEATURE_OFF[features[0]])
      },
      { permissions: false, untilGuard: true },
    )
    await next()
    await auth.finish()
  })

/**
 * SQL: the feature is switched on (a site that never saved its flags has every one on), for lists
 * that mix types, e.g. the post search, so a switched-off type drops out as it does from the feed.
 */
export const featureOnSql = (feature: GatedFeature) =>
  sql`coalesce((SELECT json_extract(value, ${sql.raw(`'$.${feature}'`)}) FROM site_settings WHERE key = 'features'), 1)`
