import type { GroupRequest } from '@/features/admin-groups/api/list-group-requests'
import type { GroupUserRow } from '@/features/admin-groups/api/list-group-users'
import type { AdminGroup } from '@/features/admin-groups/api/list-groups'
import { AdminGroupsScreen } from '@/features/admin-groups/components/admin-groups-screen'
import { item, page } from '../admin/helpers/fixtures'
import { mockApi } from '../admin/helpers/mock-api'
import { renderWithProviders } from '../admin/helpers/render'

/** Shared set-up of the admin Groups screen tests: two groups, two members to manage, one request. */
export const group = (overrides: Partial<AdminGroup> = {}): AdminGroup => ({
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
  is_member: false,
  userRequested: false,
  created_at: '2026-09-01T09:00:00.000Z',
  updated_at: '2026-09-01T09:00:00.000Z',
  ...overrides,
})

export const founders = group()
export const walkers = group({
  id: 7,
  title: 'Walking club',
  slug: 'walking-club',
  status: 'pending',
  privacy: 'public',
  private: 0,
  total_users: 0,
})

export const member = (overrides: Partial<GroupUserRow> = {}): GroupUserRow => ({
  id: 21,
  full_name: 'Ada Lovelace',
  slug: 'ada-lovelace',
  img: null,
  initials: 'AL',
  company: 'Analytical Engines',
  joined_at: null,
  is_member: false,
  ...overrides,
})

export const ada = member()
export const grace = member({
  id: 22,
  full_name: 'Grace Hopper',
  slug: 'grace-hopper',
  initials: 'GH',
  company: null,
  is_member: true,
  joined_at: '2026-10-01T09:00:00.000Z',
})

export const request = (overrides: Partial<GroupRequest> = {}): GroupRequest => ({
  id: 31,
  group_id: founders.id,
  user_id: 23,
  user: {
    id: 23,
    full_name: 'Alan Turing',
    slug: 'alan-turing',
    img: null,
    initials: 'AT',
    company: null,
    joined_at: null,
  },
  created_at: '2026-11-20T14:30:00.000Z',
  ...overrides,
})

export const groupsApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/groups': () => page([founders, walkers], { perPage: 15 }),
    'GET /api/groups/:id': ({ params }) =>
      item(params.id === String(walkers.id) ? walkers : founders),
    'GET /api/groups/:id/users': () => page([ada, grace], { perPage: 15 }),
    'GET /api/group-user-requests': () => page([request()], { perPage: 999 }),
    ...overrides,
  })

export const renderGroups = (route = '/admin/groups', canSetStatus = true) =>
  renderWithProviders(<AdminGroupsScreen canSetStatus={canSetStatus} />, {
    route,
    path: '/admin/groups',
  })

export { item, page }
