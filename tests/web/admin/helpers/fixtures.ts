import type { AdminUser } from '@/features/admin-users/api/list-users'
import type { Me } from '@/lib/session'
import type { Permission } from '@/features/admin-roles/api/list-permissions'
import type { Role } from '@/features/admin-roles/api/list-roles'
import { siteSettingsSchema } from '@worker/settings/settings.schemas'
import { meFixture } from '../../helpers/fixtures'

/** API-shaped bodies, typed by the same inferred types the app reads them with. */

export const item = <T>(data: T) => ({ data })

export const page = <T>(
  rows: T[],
  { total = rows.length, perPage = 15, currentPage = 1 } = {},
) => ({
  data: rows,
  meta: {
    pagination: {
      total,
      count: rows.length,
      per_page: perPage,
      current_page: currentPage,
      total_pages: Math.max(1, Math.ceil(total / perPage)),
    },
  },
})

/** A slice of migrations/0001_catalogue.sql. */
export const CATALOGUE: Permission[] = [
  {
    key: 'events.create',
    label: 'Create events',
    feature: 'Events',
    default_roles: ['contributor', 'admin'],
    warning: null,
  },
  {
    key: 'events.manage',
    label: 'Manage anyone’s events',
    feature: 'Events',
    default_roles: ['admin'],
    warning: null,
  },
  {
    key: 'events.view',
    label: 'View events',
    feature: 'Events',
    default_roles: ['visitor', 'member'],
    warning: null,
  },
  {
    key: 'news.create',
    label: 'Create news posts',
    feature: 'News',
    default_roles: ['contributor', 'admin'],
    warning: null,
  },
  {
    key: 'news.manage',
    label: 'Manage anyone’s news posts',
    feature: 'News',
    default_roles: ['admin'],
    warning: null,
  },
  {
    key: 'roles.manage',
    label: 'Create, edit and delete roles',
    feature: 'Roles',
    default_roles: ['admin'],
    warning: 'Lets the holder change what every role may do.',
  },
]

export const role = (overrides: Partial<Role> = {}): Role => ({
  id: 6,
  key: 'custom-editors',
  label: 'Editors',
  legacy_role: 'member',
  is_system: false,
  permissions: ['news.create'],
  total_users: 2,
  ...overrides,
})

export const BUILT_IN_ROLES: Role[] = [
  role({
    id: 1,
    key: 'visitor',
    label: 'Visitor',
    legacy_role: 'visitor',
    is_system: true,
    total_users: 0,
  }),
  role({
    id: 2,
    key: 'member',
    label: 'Member',
    legacy_role: 'member',
    is_system: true,
    total_users: 40,
  }),
  role({
    id: 3,
    key: 'contributor',
    label: 'Contributor',
    legacy_role: 'contributor',
    is_system: true,
  }),
  role({
    id: 4,
    key: 'admin',
    label: 'Admin',
    legacy_role: 'admin',
    is_system: true,
    total_users: 1,
  }),
  role({
    id: 5,
    key: 'super_admin',
    label: 'Super Admin',
    legacy_role: 'super_admin',
    is_system: true,
    permissions: [],
  }),
]

type FullUser = Omit<Me, 'permissions' | 'needs_agreement'>

/** The full user record, built from the shared /api/me fixture. */
const userRecord = (overrides: Partial<FullUser> = {}): FullUser => {
  const {
    permissions: _p,
    needs_agreement: _n,
    ...user
  } = meFixture({
    id: 10,
    forename: 'Ann',
    surname: 'Lee',
    full_name: 'Ann Lee',
    email: 'ann@example.com',
    slug: 'ann-lee',
    role_label: 'Member',
    gender: null,
    agreed_at: '2025-11-21T19:30:00.000Z',
    total_signins: 3,
    created_at: '2025-11-21T19:30:00.000Z',
  })
  return { ...user, ...overrides }
}

/** A row of the admin users list (GET /api/users), cut from the full record. */
export const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => {
  const u = userRecord()
  return {
    id: u.id,
    title: u.title,
    forename: u.forename,
    surname: u.surname,
    full_name: u.full_name,
    initials: u.initials,
    email: u.email,
    slug: u.slug,
    img: u.img,
    role: u.role,
    role_id: u.role_id,
    role_label: u.role_label,
    is_active: u.is_active,
    is_forum_mod: u.is_forum_mod,
    company: u.company,
    industry: u.industry,
    created_at: u.created_at,
    last_active_at: u.last_active_at,
    last_signin_at: u.last_signin_at,
    ...overrides,
  }
}

const ADMIN_PERMISSIONS = [
  'events.create',
  'events.manage',
  'events.view',
  'news.create',
  'news.manage',
  'roles.manage',
  'sites.set.settings',
  'users.set.is_active',
  'users.set.role_id',
  'users.update',
  'users.view:inactive',
]

export const me = (overrides: Partial<Me> = {}): Me => ({
  ...userRecord({
    id: 1,
    forename: 'Ada',
    surname: 'Admin',
    full_name: 'Ada Admin',
    email: 'ada@example.com',
    role: 'admin',
    role_label: 'Admin',
  }),
  permissions: ADMIN_PERMISSIONS,
  needs_agreement: false,
  ...overrides,
})

export const settings = (threshold: string | null = null) => {
  const defaults = siteSettingsSchema.parse({})
  return item({
    ...defaults,
    gdpr_settings: {
      ...defaults.gdpr_settings,
      reminder: { ...defaults.gdpr_settings.reminder, threshold },
    },
  })
}
