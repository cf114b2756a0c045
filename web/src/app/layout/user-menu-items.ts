import type { PolicySubject } from '@worker/lib/policy'
import { canAny, canSeeAdminArea } from '@/lib/access'
import type { NavItem } from '@/components/layout/main-nav'
import { hasLanded } from '@/lib/coming-soon-screens'
import { isFeatureOn, type SiteFeature } from '@/lib/site-features'
import type { SiteSettings } from '@/lib/site-settings'

export type QuickCreateItem = { key: string; label: string }

/** `area`: the screens the new item belongs to; until they exist the button is not offered. */
const QUICK_CREATE: (QuickCreateItem & {
  permissions: string[]
  area: string
  /** The site's switch for the area (settings.features), if it has one. */
  feature?: SiteFeature
})[] = [
  {
    key: 'event',
    feature: 'events',
    area: '/events',
    label: 'New event',
    permissions: ['events.create'],
  },
  {
    key: 'poll',
    feature: 'polls',
    area: '/polls',
    label: 'New poll',
    permissions: ['polls.create', 'polls.create-billable', 'polls.manage'],
  },
  {
    key: 'survey',
    feature: 'surveys',
    area: '/surveys',
    label: 'New survey',
    permissions: ['surveys.create', 'surveys.create-billable', 'surveys.manage'],
  },
  {
    key: 'resource',
    feature: 'resources',
    area: '/resources',
    label: 'New resource',
    permissions: ['resources.create', 'resources.manage'],
  },
  {
    key: 'post',
    area: '/news',
    label: 'New post',
    permissions: ['news.create', 'news.create-billable', 'news.manage'],
  },
  {
    key: 'promotion',
    feature: 'promotions',
    area: '/promotions',
    label: 'New promotion',
    permissions: ['promotions.create', 'promotions.create-billable'],
  },
]

/**
 * The user panel's own links, those whose screens exist; the admin area only for those who can
 * open some part of it.
 */
export const userLinksFor = (subject: PolicySubject, settings?: SiteSettings): NavItem[] => {
  // An area the site switched off is not linked to (its screens say it is off).
  const on = (feature: SiteFeature) => !settings || isFeatureOn(settings, feature)
  return [
    ...(on('events')
      ? [
          { label: 'My events', to: '/my-events' },
          { label: 'My tickets', to: '/my-tickets' },
        ]
      : []),
    ...(canAny(subject, ['news.view:directory']) ? [{ label: 'My news', to: '/my-news' }] : []),
    ...(canAny(subject, ['promotions.view']) && on('promotions')
      ? [
          { label: 'My promotions', to: '/my-promotions' },
          { label: 'Claimed promotions', to: '/claimed-promotions' },
        ]
      : []),
    ...(canAny(subject, ['polls.view']) && on('polls')
      ? [{ label: 'My polls', to: '/my-polls' }]
      : []),
    { label: 'My network', to: '/my-network' },
    { label: 'Notifications', to: '/notifications' },
    { label: 'Your account', to: '/account' },
    ...(canSeeAdminArea(subject) ? [{ label: 'Admin area', to: '/admin' }] : []),
  ].filter((link) => hasLanded(link.to))
}

/**
 * Quick-create buttons of the user panel (spec 01 §2), each shown only with its permission, once
 * its area exists and while the site has it switched on.
 */
export const quickCreateFor = (
  subject: PolicySubject,
  settings?: SiteSettings,
): QuickCreateItem[] =>
  QUICK_CREATE.filter(
    (q) =>
      hasLanded(q.area) &&
      canAny(subject, q.permissions) &&
      (!q.feature || !settings || isFeatureOn(settings, q.feature)),
  ).map(({ key, label }) => ({ key, label }))
