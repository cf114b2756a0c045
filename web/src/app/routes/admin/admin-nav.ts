import type { PolicySubject } from '@worker/lib/policy'
import { adminsOnly, needs } from './admin-access'

export type NavEntry = {
  label: string
  /** Absolute path; the entry is active on it and on every path below it. */
  path: string
  /** Who may use the screen; left out means anyone with admin access. */
  allowed?: (subject: PolicySubject) => boolean
  /** One sentence for the "coming soon" panel of screens not built yet. */
  comingSoon?: string
}

export type NavGroup = { label: string; entries: NavEntry[] }
export type NavItem = NavEntry | NavGroup

export const isGroup = (item: NavItem): item is NavGroup => 'entries' in item

const settings = needs('sites.set.settings')

/**
 * Every admin screen of spec 02 §2 and spec 03 §2. The sidebar and the router both read this
 * table, so a screen the sidebar hides is also refused when its address is typed in.
 */
export const ADMIN_NAV: NavItem[] = [
  { label: 'Dashboard', path: '/admin' },
  {
    label: 'Content',
    entries: [
      {
        label: 'Events',
        path: '/admin/events',
        allowed: needs('events.manage'),
      },
      {
        label: 'News',
        path: '/admin/news',
        allowed: needs('news.manage'),
      },
      {
        label: 'Polls',
        path: '/admin/polls',
        allowed: needs('polls.manage'),
      },
      {
        label: 'Surveys',
        path: '/admin/surveys',
        allowed: needs('surveys.manage'),
      },
      {
        label: 'Promotions',
        path: '/admin/promotions',
        allowed: needs('promotions.manage'),
      },
      {
        label: 'Resources',
        path: '/admin/resources',
        allowed: needs('resources.manage'),
      },
      {
        label: 'Adverts',
        path: '/admin/adverts',
        allowed: adminsOnly,
      },
      {
        label: 'Pages',
        path: '/admin/pages',
        allowed: needs('pages.manage'),
      },
    ],
  },
  {
    label: 'Community',
    entries: [
      {
        label: 'Users',
        path: '/admin/users',
        allowed: needs('users.update', 'users.set.is_active'),
      },
      {
        label: 'Member reports',
        path: '/admin/member-reports',
        allowed: needs('users.update'),
      },
      {
        label: 'Groups',
        path: '/admin/groups',
        allowed: needs('groups.manage'),
      },
      {
        label: 'Forum',
        path: '/admin/forum',
        allowed: needs('forum-categories.manage', 'forum-threads.manage'),
      },
      {
        label: 'Member packages',
        path: '/admin/member-packages',
        allowed: adminsOnly,
        comingSoon: 'Member packages, their prices and their durations will be managed here.',
      },
      {
        label: 'Plans',
        path: '/admin/plans',
        allowed: adminsOnly,
        comingSoon: 'Subscription plans, their prices and their permissions will be managed here.',
      },
      { label: 'Roles', path: '/admin/roles', allowed: needs('roles.manage') },
    ],
  },
  {
    label: 'Settings',
    entries: [
      {
        label: 'General',
        path: '/admin/settings/general',
        allowed: settings,
      },
      {
        label: 'Homepage',
        path: '/admin/settings/homepage',
        allowed: settings,
      },
      {
        label: 'Footer',
        path: '/admin/settings/footer',
        allowed: settings,
      },
      {
        label: 'Custom settings',
        path: '/admin/settings/custom',
        allowed: settings,
      },
      {
        label: 'Data protection (GDPR)',
        path: '/admin/settings/gdpr',
        allowed: settings,
      },
      {
        label: 'Email digest',
        path: '/admin/settings/email-digest',
        allowed: settings,
      },
      {
        label: 'Charges',
        path: '/admin/settings/charges',
        allowed: settings,
      },
      {
        label: 'Email templates',
        path: '/admin/settings/email-templates',
        allowed: settings,
      },
      {
        label: 'Push notifications',
        path: '/admin/settings/push-notifications',
        allowed: settings,
      },
      {
        label: 'Categories',
        path: '/admin/settings/categories',
        allowed: settings,
      },
    ],
  },
  {
    label: 'Statistics',
    path: '/admin/statistics',
    allowed: adminsOnly,
  },
]

export const allEntries = (items: NavItem[] = ADMIN_NAV): NavEntry[] =>
  items.flatMap((item) => (isGroup(item) ? item.entries : [item]))

export const mayUse = (entry: NavEntry, subject: PolicySubject) => entry.allowed?.(subject) ?? true

/**
 * The nav without the entries this user may not use or that are not built yet (their "coming
 * soon" screen stays at its address), and without groups left empty.
 */
export const visibleNav = (subject: PolicySubject): NavItem[] => {
  const shown = (entry: NavEntry) => !entry.comingSoon && mayUse(entry, subject)
  return ADMIN_NAV.flatMap((item): NavItem[] => {
    if (!isGroup(item)) return shown(item) ? [item] : []
    const entries = item.entries.filter(shown)
    return entries.length > 0 ? [{ ...item, entries }] : []
  })
}

/** The dashboard is active only on /admin itself; other entries also on the paths below them. */
export const isActivePath = (pathname: string, entry: NavEntry) => {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (entry.path === '/admin') return path === '/admin'
  return path === entry.path || path.startsWith(`${entry.path}/`)
}

/** The screen an address belongs to (the dashboard aside), to name it on the unauthorised screen. */
export const entryFor = (pathname: string) =>
  allEntries().find((entry) => entry.path !== '/admin' && isActivePath(pathname, entry))
