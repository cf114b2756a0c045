import { describe, expect, it, vi } from 'vitest'
import type { FeedItem } from '@/features/feed/api/list-feed'
import { FeedItemCard } from '@/features/feed/item-types'
import { FeaturedItems } from '@/features/home/components/home-featured'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { scanDom } from './xss-dom'
import { SAFE, settleWithin, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for the feed (issue 14): every payload as each text a member controls on
 * a feed card — the author's name, an event's title, excerpt and town, a post's title and excerpt,
 * a resource's group, a member's name and company, a poll's or survey's title, description and
 * sponsor, a promotion's title, excerpt and company, pictures and item addresses — and on the
 * home's featured cards. The DOM must hold only allowlisted elements, attributes and schemes, with
 * the payloads shown as text.
 */

const payloads = XSS_CORPUS
vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)
const { verdictOn } = xssTally('XSS (suite 4, feed)', payloads.length, scanDom)

const BATCH = 100
const batches = () => {
  const out: { p: string; i: number }[][] = []
  for (let start = 0; start < payloads.length; start += BATCH)
    out.push(payloads.slice(start, start + BATCH).map((p, j) => ({ p, i: start + j })))
  return out
}

const base = (p: string, i: number) => ({
  id: i + 1,
  user: { id: 7, full_name: p, slug: p, img: p },
  likes: 1,
  comments: 2,
  user_liked: 0,
  group: { id: 3, title: p },
  groupRequests: false,
  published_at: '2026-11-20T10:00:00.000Z',
})

const itemsOf = (p: string, i: number): FeedItem[] => [
  {
    ...base(p, i),
    itemType: 'event',
    title: p,
    slug: p,
    excerpt: p,
    img: p,
    starts_at: '2026-12-01T18:00:00.000Z',
    ends_at: '2026-12-01T20:00:00.000Z',
    town: p,
  },
  { ...base(p, i), itemType: 'news', title: p, slug: p, excerpt: p, img: p },
  {
    ...base(p, i),
    itemType: 'resource',
    title: p,
    slug: p,
    excerpt: p,
    img: p,
    locked: i % 2 === 0,
    total_files: 1,
  },
  {
    ...base(p, i),
    itemType: 'member',
    full_name: p,
    slug: p,
    img: p,
    company: p,
    initials: 'AB',
  },
  {
    ...base(p, i),
    itemType: 'poll',
    title: p,
    description: p,
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2099-12-01T00:00:00.000Z',
    sponsored_by: p,
    total_options: 3,
  },
  {
    ...base(p, i),
    itemType: 'survey',
    title: p,
    description: p,
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2099-12-01T00:00:00.000Z',
    total_questions: 2,
  },
  {
    ...base(p, i),
    itemType: 'promotion',
    title: p,
    slug: p,
    excerpt: p,
    img: p,
    tier: 'gold',
    company_name: p,
    promotion_type: 'offer',
  },
]

describe('XSS: the feed', () => {
  it('shows every member-controlled text on the cards as text, with safe addresses only', async () => {
    const problems: ReturnType<typeof verdictOn>[] = []
    for (const batch of batches()) {
      mockFetch(() => jsonResponse(200, { data: null }))
      const { container, unmount } = renderScreen(
        '/',
        <div>
          {batch.flatMap(({ p, i }) =>
            itemsOf(p, i).map((item) => (
              <FeedItemCard key={`${item.itemType}-${item.id}`} item={item} meId={1} />
            )),
          )}
        </div>,
      )
      await settle(() =>
        expect(container.querySelectorAll('article')).toHaveLength(batch.length * 7),
      )
      problems.push(
        verdictOn(
          problems.length === 0
            ? [
                'author name (feed card)',
                'event title, excerpt and town (feed card)',
                'news title and excerpt (feed card)',
                'resource title, excerpt and group (feed card)',
                'member name and company (feed card)',
                'poll title, description and sponsor (feed card)',
                'survey title and description (feed card)',
                'promotion title, excerpt and company (feed card)',
                'pictures and item addresses (feed card)',
              ]
            : [],
          container,
          // Each card shows the payload at least once (its title or name).
          batch.filter(({ p }) => p.trim()).flatMap(({ p }) => [p, p, p, p, p, p, p]),
        ),
      )
      unmount()
      vi.restoreAllMocks()
    }
    for (const result of problems) expect(result).toEqual(SAFE)
  })

  it('shows the home’s featured cards as text', async () => {
    const results = []
    for (const batch of batches()) {
      const { container, unmount } = renderScreen(
        '/',
        <div>
          {batch.map(({ p, i }) => (
            <FeaturedItems
              key={i}
              featured={{
                event: {
                  id: i,
                  title: p,
                  slug: p,
                  excerpt: p,
                  img: p,
                  starts_at: '2026-12-01T18:00:00.000Z',
                },
                news: { id: i, title: p, slug: p, excerpt: p, img: p },
                resource: { id: i, title: p, slug: p, excerpt: p, img: p },
                member: { id: i, title: p, slug: p, excerpt: p, img: p },
                poll: { id: i, title: p, slug: String(i), excerpt: p, img: null },
                promotion: { id: i, title: p, slug: p, excerpt: p, img: p },
              }}
            />
          ))}
        </div>,
      )
      await settle(() =>
        expect(container.querySelectorAll('article')).toHaveLength(batch.length * 6),
      )
      results.push(
        verdictOn(
          results.length === 0 ? ['featured item title and excerpt (home)'] : [],
          container,
          batch.filter(({ p }) => p.trim()).flatMap(({ p }) => [p, p, p, p, p, p, p, p]),
        ),
      )
      unmount()
    }
    for (const result of results) expect(result).toEqual(SAFE)
  })
})
