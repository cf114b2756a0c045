import { z } from 'zod'
import { trustedJson, trustedValue } from '../lib/json'
import { imageSrc } from '../uploads/uploads.resources'
import { fullName, initialsOf } from '../users/users.resources'
import type { FeedItem, FeedUser } from './feed.schemas'
import type { FeedRow } from './feed.queries'

/**
 * Feed rows → items. The JSON each row's card and author were built as is read with trustedJson:
 * checked against these shapes in tests and development, JSON.parse alone in production (a zod pass
 * per card was a large share of a feed page's CPU).
 */

const author = z.object({
  id: z.number(),
  forename: z.string(),
  surname: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
})
const group = z.object({ id: z.number(), title: z.string() })
const post = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  img: z.string().nullable(),
})
const cards = {
  event: post.extend({ starts_at: z.string(), ends_at: z.string(), town: z.string().nullable() }),
  news: post,
  resource: post.extend({ total_files: z.number() }),
  poll: z.object({
    title: z.string(),
    description: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    sponsored_by: z.string().nullable(),
    total_options: z.number(),
  }),
  survey: z.object({
    title: z.string(),
    description: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    total_questions: z.number(),
  }),
  promotion: post.extend({
    tier: z.enum(['bronze', 'silver', 'gold', 'platinum']),
    company_name: z.string(),
    promotion_type: z.enum(['offer', 'job', 'advert', 'event']),
  }),
  member: z.object({
    forename: z.string(),
    surname: z.string(),
    slug: z.string(),
    img: z.string().nullable(),
    company: z.string().nullable(),
  }),
}

const toUser = (json: string | null): FeedUser | null => {
  const u = trustedJson(author, json, null)
  if (!u) return null
  return { id: u.id, full_name: fullName(u), slug: u.slug, img: imageSrc(u.img) }
}

/** One item, or null when its row went between the page and its card (a delete mid-read). */
export const toFeedItem = (row: FeedRow): FeedItem | null => {
  if (!row.card_json) return null
  const card = JSON.parse(row.card_json) as unknown
  const base = {
    id: row.item_id,
    user: toUser(row.user_json),
    likes: row.likes,
    comments: row.comments,
    user_liked: row.user_liked,
    group: trustedJson(group, row.group_json, null),
    groupRequests: Boolean(row.group_requested),
    published_at: row.published_at,
  }
  switch (row.item_type) {
    case 'event': {
      const e = trustedValue(cards.event, card)
      return { ...base, itemType: 'event', ...e, img: imageSrc(e.img) }
    }
    case 'news': {
      const n = trustedValue(cards.news, card)
      return { ...base, itemType: 'news', ...n, img: imageSrc(n.img) }
    }
    case 'resource': {
      const r = trustedValue(cards.resource, card)
      return {
        ...base,
        itemType: 'resource',
        ...r,
        img: imageSrc(r.img),
        locked: Boolean(row.locked),
      }
    }
    case 'poll':
      return { ...base, itemType: 'poll', ...trustedValue(cards.poll, card) }
    case 'survey':
      return { ...base, itemType: 'survey', ...trustedValue(cards.survey, card) }
    case 'promotion': {
      const p = trustedValue(cards.promotion, card)
      return { ...base, itemType: 'promotion', ...p, img: imageSrc(p.img) }
    }
    case 'member': {
      const m = trustedValue(cards.member, card)
      return {
        ...base,
        itemType: 'member',
        full_name: fullName(m),
        slug: m.slug,
        img: imageSrc(m.img),
        company: m.company,
        initials: initialsOf(m),
      }
    }
  }
}
