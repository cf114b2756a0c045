import type { FaqQuestionRow, PageRow, PageSummaryRow } from './pages.queries'
import {
  FAQ_SLUG,
  faqSettings,
  type FaqQuestionResource,
  type FaqSettings,
  type PageResource,
  type PageSummary,
} from './pages.schemas'

/** Rows → the API's page and FAQ question shapes. */

/** The FAQ page's settings as stored, each key filled in; a broken stored value reads as empty. */
const faqSettingsOf = (slug: string, stored: unknown): FaqSettings | null => {
  if (slug !== FAQ_SLUG) return null
  const parsed = faqSettings.safeParse(stored ?? {})
  return parsed.success ? parsed.data : faqSettings.parse({})
}

export const toPageSummary = (row: PageSummaryRow): PageSummary => {
  const { faq_settings: faq, title, description } = row.settings ?? {}
  return {
    id: row.id,
    type: 'page',
    slug: row.slug,
    title: row.title,
    status: row.status,
    settings: {
      ...(title === undefined ? {} : { title }),
      ...(description === undefined ? {} : { description }),
    },
    img: row.img,
    is_system: row.isSystem,
    total_impressions: row.totalImpressions,
    faq_settings: faqSettingsOf(row.slug, faq),
    user_id: row.userId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

export const toPageResource = (row: PageRow): PageResource => ({
  ...toPageSummary(row),
  body: row.body ?? null,
})

export const toFaqQuestion = (row: FaqQuestionRow): FaqQuestionResource => ({
  id: row.id,
  name: row.name,
  email: row.email,
  question: row.question,
  user_id: row.userId,
  answered_at: row.answeredAt,
  created_at: row.createdAt,
})
