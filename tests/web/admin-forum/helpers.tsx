import type { AdminForumCategory } from '@/features/admin-forum/api/list-forum-categories'
import type { GroupOption } from '@/features/admin-forum/api/list-groups'
import { ForumAdminScreen } from '@/features/admin-forum/components/forum-admin-screen'
import { item, page, settings } from '../admin/helpers/fixtures'
import { mockApi } from '../admin/helpers/mock-api'
import { renderWithProviders } from '../admin/helpers/render'

/** Shared set-up of the admin Forum screen tests: two categories, one gated by a private group. */
export const category = (overrides: Partial<AdminForumCategory> = {}): AdminForumCategory => ({
  id: 1,
  name: 'General discussion',
  slug: 'general-discussion',
  img: null,
  group_id: null,
  group: null,
  userRequested: false,
  can_access: true,
  position: 0,
  total_threads: 12,
  total_replies: 87,
  last_activity_at: '2026-11-20T14:30:00.000Z',
  created_at: '2026-09-01T09:00:00.000Z',
  ...overrides,
})

export const founders: GroupOption = {
  id: 4,
  title: "Founders' circle",
  slug: 'founders-circle',
  description: null,
  img: null,
  status: 'approved',
  privacy: 'private',
  private: 1,
  show_members: true,
  settings: { hide_attendees: false },
  total_users: 6,
  is_member: true,
  userRequested: false,
  created_at: '2026-09-01T09:00:00.000Z',
  updated_at: '2026-09-01T09:00:00.000Z',
}

export const general = category()
export const gated = category({
  id: 2,
  name: 'Founders only',
  slug: 'founders-only',
  group_id: founders.id,
  group: {
    id: founders.id,
    title: founders.title,
    slug: founders.slug,
    privacy: 'private',
    user_requests: [],
  },
  total_threads: 1,
  total_replies: 3,
  last_activity_at: null,
})

export const forumApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/forum/categories': () => page([general, gated], { perPage: 100 }),
    'GET /api/groups': () => page([founders], { perPage: 100 }),
    'GET /api/settings': () => settings(),
    ...overrides,
  })

type Options = { canEditCategories?: boolean; canSwitchForum?: boolean; reload?: () => void }

export const renderForum = (route = '/admin/forum', options: Options = {}) =>
  renderWithProviders(
    <ForumAdminScreen
      canEditCategories={options.canEditCategories ?? true}
      canSwitchForum={options.canSwitchForum ?? true}
      reload={options.reload}
    />,
    { route, path: '/admin/forum' },
  )

export { item }
