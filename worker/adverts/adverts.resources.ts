import { fromMinor } from '../lib/money'
import { imageSrc } from '../uploads/uploads.resources'
import type { AdvertRow, ShowingAdvertRow } from './adverts.queries'
import type { AdvertResource, ShowingAdvert } from './adverts.schemas'

/** Rows of the advert queries → API shapes (spec 02 §3). */

/** Clicks and impressions are for admins only (spec 02 §6): left out for anyone else. */
export const toAdvertResource = (row: AdvertRow, withCounts: boolean): AdvertResource => ({
  id: row.id,
  user_id: row.userId,
  name: row.name,
  description: row.description,
  href: row.href,
  cost: row.cost === null ? null : fromMinor(row.cost),
  position: row.position,
  position_id: row.position,
  img: imageSrc(row.img),
  starts_at: row.startsAt,
  ends_at: row.endsAt,
  status: row.status,
  approved_at: row.approvedAt,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
  ...(withCounts ? { total_clicks: row.totalClicks, total_impressions: row.totalImpressions } : {}),
})

export const toShowingAdvert = (row: ShowingAdvertRow): ShowingAdvert => ({
  ...row,
  img: imageSrc(row.img),
  click_url: `/api/adverts/${row.id}/click`,
})
