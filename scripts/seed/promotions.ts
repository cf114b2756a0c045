import { slugBase } from '../../worker/lib/slug-text.ts'
import type { SeedFile } from './forum-files.ts'
import { coverPicture, PICTURE_PALETTES } from './pictures.ts'
import { daysAgo, json, q } from './sql.ts'

/**
 * Promotions: ten offers, a job, an event and an advert from local businesses, running now,
 * gold and platinum ones with pictures, one pending (the contributor's), one expired; claims by
 * several members (the demo member has claimed two), and the featured promotion.
 */

const email = (who: string) => (who.includes('@') ? who : `${who}@example.com`)
const userId = (who: string) => `(SELECT id FROM users WHERE email = ${q(email(who))})`

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
})

type SeedPromotion = {
  title: string
  company: string
  type: 'offer' | 'job' | 'advert' | 'event'
  tier: 'gold' | 'platinum'
  excerpt: string
  body: string[]
  /** Started this many days ago; it runs a month unless `days` says otherwise. */
  started: number
  /** How many days it runs. */
  days?: number
  by: string
  palette?: keyof typeof PICTURE_PALETTES
  status?: 'pending' | 'approved'
  /** Members who claimed it. */
  claims?: string[]
}

const PROMOTIONS: SeedPromotion[] = [
  {
    title: 'Ten percent off at the Corner Bakery',
    company: 'Corner Bakery',
    type: 'offer',
    tier: 'platinum',
    excerpt: 'Show your membership at the counter for ten percent off bread, cakes and coffee.',
    body: [
      'Members get ten percent off everything at the Corner Bakery on Milk Street, from sourdough to celebration cakes.',
      'Show the offer on your phone at the counter. Not valid with other discounts.',
    ],
    started: 5,
    by: 'admin',
    palette: 'Social',
    claims: ['member', 'priya.shah@example.com', 'kwame.mensah@example.com'],
  },
  {
    title: 'Free first month of desk hire at Wood Street Works',
    company: 'Wood Street Works',
    type: 'offer',
    tier: 'gold',
    excerpt: 'A month of flexible desk space on the house for members who sign up this season.',
    body: [
      'Wood Street Works is offering members their first month of flexible desk hire free, with meeting-room credits included.',
      'Ask for a tour and mention the Guildhall offer when you book.',
    ],
    started: 10,
    by: 'admin',
    palette: 'Networking',
    claims: ['member', 'priya.shah@example.com'],
  },
  {
    title: 'Part-time bookkeeper wanted',
    company: 'Cheapside Accountants',
    type: 'job',
    tier: 'gold',
    excerpt: 'Two days a week, flexible hours, in a friendly practice near St Paul’s.',
    body: [
      'We are looking for a part-time bookkeeper to join our small team two days a week. Experience with Xero is a plus.',
      'Claim this promotion and our practice manager will get in touch with details.',
    ],
    started: 3,
    by: 'contributor',
    palette: 'Workshops',
    claims: ['kwame.mensah@example.com'],
  },
  {
    title: 'Wine tasting evening at the Vintners Cellar',
    company: 'Vintners Cellar',
    type: 'event',
    tier: 'platinum',
    excerpt: 'Six wines from small Loire producers, with cheese, for members at half price.',
    body: [
      'Join the Vintners Cellar for an evening with six wines from small Loire producers, paired with cheese from the market.',
      'Members pay half the usual ticket price; places are limited.',
    ],
    started: 2,
    by: 'admin',
    palette: 'Talks',
  },
  {
    title: 'Fresh flowers delivered every Friday',
    company: 'Bow Lane Flowers',
    type: 'advert',
    tier: 'gold',
    excerpt: 'Brighten the office with a seasonal bouquet delivered to your desk each week.',
    body: [
      'Bow Lane Flowers delivers seasonal bouquets across the City every Friday morning.',
      'Subscriptions start from one bouquet a month and can be paused at any time.',
    ],
    started: 14,
    by: 'admin',
    palette: 'Outdoors',
  },
  {
    title: 'Two for one lunches at the Old Bell',
    company: 'The Old Bell',
    type: 'offer',
    tier: 'gold',
    excerpt: 'Bring a colleague: two mains for the price of one, Monday to Thursday.',
    body: [
      'The Old Bell on Fleet Street offers members two lunches for the price of one from Monday to Thursday.',
      'Mention the offer when you order.',
    ],
    started: 7,
    by: 'admin',
    claims: ['priya.shah@example.com'],
  },
  {
    title: 'Cycle servicing at half price',
    company: 'Moorgate Cycles',
    type: 'offer',
    tier: 'gold',
    excerpt: 'A full service for your bike at half the usual price, with a free safety check.',
    body: [
      'Moorgate Cycles will service your bike for half the usual price, with a free safety check thrown in.',
      'Book online and quote the Guildhall offer.',
    ],
    started: 20,
    by: 'admin',
  },
  {
    title: 'Printing and signage discount',
    company: 'Aldgate Print Co',
    type: 'offer',
    tier: 'gold',
    excerpt: 'Fifteen percent off business cards, banners and event signage for members.',
    body: [
      'Aldgate Print Co offers members fifteen percent off business cards, banners and event signage.',
      'Orders placed before noon are ready the next working day.',
    ],
    started: 1,
    by: 'admin',
  },
  {
    title: 'Summer pop-up market stalls',
    company: 'Spitalfields Makers',
    type: 'event',
    tier: 'gold',
    excerpt: 'Sell at our Saturday pop-up market: members get their first stall free.',
    body: [
      'Spitalfields Makers runs a pop-up market every Saturday over the summer.',
      'Members get their first stall free; we will be in touch about dates.',
    ],
    started: 0,
    by: 'contributor',
    status: 'pending',
  },
  {
    title: 'Winter coat sale',
    company: 'Threadneedle Tailors',
    type: 'offer',
    tier: 'gold',
    excerpt: 'Thirty percent off winter coats for members while stocks last.',
    body: ['Thirty percent off every winter coat in the shop, for members, while stocks last.'],
    started: 70,
    days: 30,
    by: 'admin',
    claims: ['kwame.mensah@example.com', 'priya.shah@example.com'],
  },
]

export const promotionSlug = (title: string) => slugBase(title, 'promotion')

const picture = (promotion: SeedPromotion): SeedFile | null => {
  if (!promotion.palette) return null
  const name = promotionSlug(promotion.title)
  return {
    kind: 'png',
    path: `images/promotion/seed/${name}.png`,
    mime: 'image/png',
    clientFilename: `${name}.png`,
    bytes: coverPicture(`promotion-${name}`, PICTURE_PALETTES[promotion.palette]!),
  }
}

/** The bytes the promotions' picture rows promise, for the local R2 bucket. */
export const promotionFiles = (): SeedFile[] => PROMOTIONS.flatMap((p) => picture(p) ?? [])

export const seedPromotions = (): string[] => {
  const statements: string[] = []
  for (const promotion of PROMOTIONS) {
    const slug = promotionSlug(promotion.title)
    const file = picture(promotion)
    const created = daysAgo(promotion.started)
    const status = promotion.status ?? 'approved'
    const ends = daysAgo(promotion.started - (promotion.days ?? 30))
    if (file)
      statements.push(
        `INSERT INTO uploads (user_id, path, kind, category, mime, filesize, client_filename, created_at) VALUES (${userId(promotion.by)}, ${q(file.path)}, 'news', 'images', ${q(file.mime)}, ${file.bytes.length}, ${q(file.clientFilename)}, ${q(created)});`,
      )
    statements.push(
      `INSERT INTO posts (type, slug, user_id, title, excerpt, body, body_text, img, settings, status, tier, starts_at, ends_at, approved_at, created_at, updated_at) VALUES ('promotion', ${q(slug)}, ${userId(promotion.by)}, ${q(promotion.title)}, ${q(promotion.excerpt)}, ${json(doc(...promotion.body))}, ${q(promotion.body.join('\n\n'))}, ${file ? q(file.path) : 'NULL'}, ${json({ company_name: promotion.company, promotion_type: promotion.type })}, ${q(status)}, ${q(promotion.tier)}, ${q(created)}, ${q(ends)}, ${status === 'approved' ? q(created) : 'NULL'}, ${q(created)}, ${q(created)});`,
    )
    ;(promotion.claims ?? []).forEach((who, i) => {
      // Claims land within the promotion's window (the counter follows by trigger).
      const at = daysAgo(Math.max(0, promotion.started - 1 - i) + 0.25)
      statements.push(
        `INSERT INTO promotion_claims (post_id, user_id, created_at) SELECT p.id, ${userId(who)}, ${q(at)} FROM posts p WHERE p.type = 'promotion' AND p.slug = ${q(slug)};`,
      )
    })
  }
  statements.push(
    `INSERT OR REPLACE INTO site_settings (key, value, updated_at) SELECT 'featured_promotion_id', CAST(id AS TEXT), ${q(daysAgo(0))} FROM posts WHERE type = 'promotion' AND slug = ${q(promotionSlug(PROMOTIONS[0]!.title))};`,
  )
  return statements
}
