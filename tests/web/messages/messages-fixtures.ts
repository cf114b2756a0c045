import type { InboxThread } from '@/features/messages/api/list-threads'
import type { MessagePost } from '@/features/messages/api/list-posts'
import { jsonResponse } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'

/** Messaging answers for screen tests: the signed-in member is meFixture (id 7, Ada Lovelace). */

export const ME = meFixture()
export const BEN = { id: 8, full_name: 'Ben Okri', slug: 'ben-okri', img: null, initials: 'BO' }

export const postFixture = (id: number, overrides: Partial<MessagePost> = {}): MessagePost => ({
  id,
  message_thread_id: 5,
  group_message_thread_id: null,
  user_id: BEN.id,
  user: BEN,
  body: `Message ${id}`,
  body_excerpt: `Message ${id}`,
  created_at: new Date(Date.UTC(2026, 10, 20, 9, id)).toISOString(),
  ...overrides,
})

export const threadFixture = (overrides: Partial<InboxThread> = {}): InboxThread => ({
  id: 5,
  is_group: false,
  users: [BEN],
  total_users: 2,
  read_at: null,
  unread_count: 1,
  can_post: true,
  last_post: { user_id: BEN.id, body_excerpt: 'Message 2', created_at: '2026-11-20T09:02:00.000Z' },
  message_thread: {
    id: 5,
    is_group: false,
    total_posts: 2,
    created_at: '2026-11-20T09:00:00.000Z',
  },
  ...overrides,
})

export const pageOf = <T>(data: T[], extra: Record<string, unknown> = {}) =>
  jsonResponse(200, {
    data,
    meta: {
      pagination: {
        total: data.length,
        count: data.length,
        per_page: 30,
        current_page: 1,
        total_pages: 1,
      },
      ...extra,
    },
  })
