import { describe, expect, it, vi } from 'vitest'
import type { InboxThread } from '@/features/messages/api/list-threads'
import type { MessagePost } from '@/features/messages/api/list-posts'
import { MessageBubble } from '@/features/messages/components/message-bubble'
import { ThreadList } from '@/features/messages/components/thread-list'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { missingTexts, scanDom } from './xss-dom'
import { settleWithin, SAFE, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for messaging: every payload of the corpus as a message body, its
 * author's name and picture address (the conversation), and as the inbox's excerpt and the other
 * members' names and pictures. The DOM must hold only allowlisted elements, attributes and
 * schemes, with each payload shown as text.
 */

const payloads = XSS_CORPUS
vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)
const { verdict } = xssTally('XSS (suite 4, messages)', payloads.length, scanDom)

const BATCH = 100
const AT = '2026-11-20T09:00:00.000Z'
type Batch = { p: string; i: number }[]
const batches = () => {
  const out: Batch[] = []
  for (let start = 0; start < payloads.length; start += BATCH)
    out.push(payloads.slice(start, start + BATCH).map((p, j) => ({ p, i: start + j })))
  return out
}

const userOf = (p: string, i: number) => ({
  id: i + 100,
  full_name: p,
  slug: `u-${i}`,
  img: p,
  initials: 'XX',
})

const postOf = (p: string, i: number): MessagePost => ({
  id: i + 1,
  message_thread_id: 1,
  group_message_thread_id: null,
  user_id: i + 100,
  user: userOf(p, i),
  body: p,
  body_excerpt: p,
  created_at: AT,
})

const threadOf = (p: string, i: number): InboxThread => ({
  id: i + 1,
  is_group: i % 2 === 1,
  users: i % 2 === 1 ? [userOf(p, i), userOf(p, i + 1)] : [userOf(p, i)],
  total_users: i % 2 === 1 ? 3 : 2,
  read_at: null,
  unread_count: i % 3,
  can_post: true,
  last_post: { user_id: i + 100, body_excerpt: p, created_at: AT },
  message_thread: { id: i + 1, is_group: i % 2 === 1, total_posts: 1, created_at: AT },
})

describe('XSS: a conversation', () => {
  it('shows message bodies and authors as text, and pictures only from safe addresses', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const { container, unmount } = renderScreen(
        '/',
        <ul>
          {batch.map(({ p, i }) => (
            <MessageBubble key={i} post={postOf(p, i)} mine={i % 4 === 0} showAuthor />
          ))}
          {/* The member's own, still being sent and failed. */}
          {batch.map(({ p, i }) => (
            <MessageBubble
              key={`pending-${i}`}
              post={null}
              pending={{ key: i, body: p, status: i % 2 ? 'failed' : 'sending', after: 0 }}
              mine
              showAuthor={false}
            />
          ))}
        </ul>,
      )
      await settle(() => expect(container.querySelectorAll('li')).toHaveLength(batch.length * 2))
      problems.push(...scanDom(container))
      missing.push(
        ...missingTexts(container, [
          ...batch.flatMap(({ p, i }) => (i % 4 === 0 ? [p] : [p, p])),
          ...batch.map(({ p }) => p),
        ]),
      )
      unmount()
    }
    expect(
      verdict(
        ['message body (conversation)', 'message author name', 'message author picture address'],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})

describe('XSS: the inbox', () => {
  it('shows names and excerpts as text, and pictures only from safe addresses', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const threads = batch.map(({ p, i }) => threadOf(p, i))
      mockFetch((r) =>
        r.path === '/api/message-threads'
          ? jsonResponse(200, {
              data: threads,
              meta: {
                pagination: {
                  total: threads.length,
                  count: threads.length,
                  per_page: threads.length,
                  current_page: 1,
                  total_pages: 1,
                },
                unread: 0,
              },
            })
          : undefined,
      )
      const { container, unmount } = renderScreen('/', <ThreadList activeId={null} meId={1} />)
      await settle(() => expect(container.querySelectorAll('li')).toHaveLength(batch.length))
      problems.push(...scanDom(container))
      missing.push(
        ...missingTexts(
          container,
          batch.map(({ p }) => p),
        ),
      )
      unmount()
      vi.restoreAllMocks()
    }
    expect(
      verdict(
        ['member name (inbox)', 'last message excerpt (inbox)', 'member picture address (inbox)'],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})
