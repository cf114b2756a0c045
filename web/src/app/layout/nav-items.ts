import type { PolicySubject } from '@worker/lib/policy'
import type { NavItem } from '@/components/layout/main-nav'
import type { SiteSettings } from '@/lib/site-settings'
import { canAny } from '@/lib/access'
import { hasLanded } from '@/lib/coming-soon-screens'
import { isFeatureOn, type SiteFeature } from '@/lib/site-features'
import { safePathOrWebHref } from '@/lib/safe-url'

type NavRule = NavItem & {
  /** The site's switch for this area; null when it cannot be switched off. */
  feature: SiteFeature | null
  /** Any one of these lets the user view the area; null means anyone may. */
  permissions: string[] | null
}

const NAV_RULES: NavRule[] = [
  { label: 'Events', to: '/events', feature: 'events', permissions: ['events.view'] },
  { label: 'Forum', to: '/forum', feature: 'forum', permissions: null },
  { label: 'Members', to: '/members', feature: null, permissions: ['users.view:directory'] },
  { label: 'News', to: '/news', feature: null, permissions: ['news.view:directory'] },
  { label: 'Polls', to: '/polls', feature: 'polls', permissions: ['polls.view'] },
  // Spec 03 §6: surveys follow the rules of polls, and there is no surveys.view key.
  { label: 'Surveys', to: '/surveys', feature: 'surveys', permissions: ['polls.view'] },
  {
    label: 'Promotions',
    to: '/promotions',
    feature: 'promotions',
    permissions: ['promotions.view'],
  },
  { label: 'Resources', to: '/resources', feature: 'resources', permissions: ['resources.view'] },
]

/**
 * The header's links (and the home page's tiles): areas that exist, switched on for the site,
 * that this user may view.
 */
export const navItemsFor = (settings: SiteSettings, subject: PolicySubject): NavItem[] =>
  NAV_RULES.filter(
    (r) =>
      hasLanded(r.to) &&
      (r.feature === null || isFeatureOn(settings, r.feature)) &&
      (r.permissions === null || canAny(subject, r.permissions)),
  ).map(({ label, to }) => ({ label, to }))

/**
 * The admin's header or footer links (settings links_header, links_footer) as nav items: paths on
 * the site go through the router, web addresses open apart; an unsafe address is left out.
 */
export const siteLinkItems = (links: readonly { label: string; href: string }[]): NavItem[] =>
  links.flatMap(({ label, href }) => {
    const to = safePathOrWebHref(href)
    return to ? [{ label, to, external: !to.startsWith('/') }] : []
  })
