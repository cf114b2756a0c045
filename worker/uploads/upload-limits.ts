import { inArray } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { Db } from '../db/client'
import { siteSettings } from '../db/schema'
import type { AppEnv } from '../lib/context'
import { payloadTooLarge } from '../lib/errors'
import { limitBody } from '../lib/http'
import { settingFrom } from '../settings/settings.service'
import { imageJsonLimit, maxFilesizeMessage, MULTIPART_ROOM } from './uploads.schemas'

/**
 * The upload routes' size limits, read from the settings once per request before the body is
 * touched, and the body limit each route puts on its request: a declared length over it is a 413
 * at once, a streamed body is cut off with a 413 as soon as it passes it. The services then hold
 * the parsed file to its kind's own limit (422), so nothing larger is ever stored.
 */
export type UploadLimits = { file: number; forum: number; image: number }
export type UploadLimitsEnv = AppEnv & { Variables: { uploadLimits: UploadLimits } }

const KEYS = ['maxUploadSize', 'maxForumUploadSize', 'maxImageUploadSize'] as const

/** The three limits in one statement (values above the cap read as the cap: see settings.schemas). */
export const readUploadLimits = async (db: Db): Promise<UploadLimits> => {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...KEYS]))
  const of = (key: (typeof KEYS)[number]) =>
    settingFrom(
      key,
      rows.filter((r) => r.key === key),
    )
  return {
    file: of('maxUploadSize'),
    forum: of('maxForumUploadSize'),
    image: of('maxImageUploadSize'),
  }
}

const tooLarge = (max: number, field: 'file' | 'data') => () =>
  payloadTooLarge(maxFilesizeMessage(max), { [field]: [maxFilesizeMessage(max)] })

/**
 * POST /api/uploads (multipart): the kind is inside the body, so the body may hold the largest file
 * any kind may send, plus the form's room around it.
 */
export const fileBodyLimit = createMiddleware<UploadLimitsEnv>(async (c, next) => {
  const limits = await readUploadLimits(c.var.db)
  c.set('uploadLimits', limits)
  const max = Math.max(limits.file, limits.forum)
  return limitBody(c, next, max + MULTIPART_ROOM, tooLarge(max, 'file'))
})

/** POST /api/uploads/img (base64 JSON): the image limit in base64, with the other fields' room. */
export const imageBodyLimit = createMiddleware<UploadLimitsEnv>(async (c, next) => {
  const limits = await readUploadLimits(c.var.db)
  c.set('uploadLimits', limits)
  return limitBody(c, next, imageJsonLimit(limits.image), tooLarge(limits.image, 'data'))
})
