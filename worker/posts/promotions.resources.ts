import { z } from 'zod'
import { trustedJson } from '../lib/json'
import { base } from './posts.resources'
import type { ClaimRow, PromotionRow, PromotionSummaryRow } from './promotions.queries'
import type {
  PromotionClaimRow,
  PromotionResource,
  PromotionSummary,
  PromotionTierKey,
  PromotionType,
} from './promotions.schemas'

/** Rows of the promotion queries → API shapes (spec 01 §3, spec 02 §3). */

const claimLog = z.object({ id: z.number(), user_id: z.number(), created_at: z.string() })

/** Running now: started and not ended (a missing date does not limit it). */
const windowOf = (row: PromotionSummaryRow, now: number) => {
  const started = row.startsAt === null || Date.parse(row.startsAt) <= now
  const expired = row.endsAt !== null && Date.parse(row.endsAt) <= now
  return { is_active: started && !expired, is_expired: expired }
}

export const toPromotionSummary = (
  row: PromotionSummaryRow,
  now = Date.now(),
): PromotionSummary => ({
  ...base(row),
  type: 'promotion',
  tier: (row.tier ?? 'gold') satisfies PromotionTierKey,
  settings: {
    company_name: row.settings.company_name ?? '',
    promotion_type: (row.settings.promotion_type ?? 'offer') satisfies PromotionType,
  },
  starts_at: row.startsAt ?? row.createdAt,
  ends_at: row.endsAt ?? '',
  ...windowOf(row, now),
  is_system: row.isSystem,
  told: row.claimedAt !== null,
  claimed_at: row.claimedAt,
  total_claimed: row.totalClaimed,
})

export const toPromotionResource = (row: PromotionRow, now = Date.now()): PromotionResource => ({
  ...toPromotionSummary(row, now),
  body: row.body ?? null,
  tell_me_more_logs: trustedJson(z.array(claimLog), row.claimLogsJson, []),
})

export const toClaimRow = (row: ClaimRow): PromotionClaimRow => ({
  id: row.id,
  user_id: row.userId,
  created_at: row.createdAt,
  user: {
    id: row.userId,
    full_name: `${row.forename} ${row.surname}`.trim(),
    slug: row.slug,
    img: row.img,
    email: row.email,
  },
})
