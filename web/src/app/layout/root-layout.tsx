import { lazy, Suspense, useLayoutEffect } from 'react'
import { Outlet, ScrollRestoration, useMatches, type Location } from 'react-router'
import { FeatureOffPage } from '@/components/feature-off-page'
import { Container } from '@mantine/core'
import type { ReactNode } from 'react'
import { AdvertSlot } from '@/components/adverts/advert-slot'
import { AppLayout } from '@/components/layout/app-layout'
import { PAGE_CONTAINER } from '@/components/layout/page'
import { SiteHeader } from '@/components/layout/site-header'
import { documentTitle, isWide, titleOf } from '@/components/route-title'
import { AccountPrompts } from '@/features/account/components/account-prompts'
import { useMe } from '@/lib/session'
import { useSettings } from '@/lib/site-settings'
import { isAdmin, subjectOf } from '@/lib/access'
import { featureOf, isFeatureOn } from '@/lib/site-features'
import { navItemsFor, siteLinkItems } from './nav-items'
import { NavigationProgress } from './navigation-progress'
import { useSessionWatch } from './use-session-watch'
import { useSiteBranding } from './use-site-branding'
import { VisitorActions } from './visitor-actions'

// The newsletter box (spec 01 §2) is its own small chunk, shown when the site enables it or to admins.
const NewsletterBox = lazy(() =>
  import('@/features/pages/components/newsletter-box').then((m) => ({ default: m.NewsletterBox })),
)

const MemberActions = lazy(() =>
  import('./member-actions').then((m) => ({ default: m.MemberActions })),
)

/**
 * Where ScrollRestoration files a page's scroll position. In-app navigations have a key of their
 * own; a full page load's location is always keyed "default", so by default the position saved
 * on leaving one page of the tab was restored on the next page loaded in full (a thread opened
 * from a mention email's `#reply-N` landed at the top). Those are filed by address instead: a
 * reload still comes back to where it was.
 */
const scrollKey = (location: Location) =>
  location.key === 'default'
    ? `${location.pathname}${location.search}${location.hash}`
    : location.key

/** An advert banner at the page's width (spec 02 §3 header and footer positions). */
const pageWidth = (pt: 'md' | 0, pb: 'md' | 0) => (card: ReactNode) => (
  <Container {...PAGE_CONTAINER} pt={pt} pb={pb}>
    {card}
  </Container>
)

/**
 * Every screen's frame: header with the links this user may see, then the screen, unless the
 * screen belongs to an area the site has switched off.
 */
export function RootLayout() {
  const me = useMe()
  const settings = useSettings()
  const matches = useMatches()
  useSessionWatch(me.isSuccess ? me.data !== null : undefined)
  useSiteBranding(settings.data)
  const siteName = settings.data?.site_name ?? 'Guildhall'
  const navItems = settings.data
    ? [
        ...navItemsFor(settings.data, subjectOf(me.data)),
        ...siteLinkItems(settings.data.links_header),
      ]
    : []
  const footerLinks = siteLinkItems(settings.data?.links_footer ?? [])
  const feature = matches.map((m) => featureOf(m.handle)).findLast((f) => f !== null) ?? null
  const switchedOff =
    feature !== null && settings.data !== undefined && !isFeatureOn(settings.data, feature)
  const routeTitle = matches.map((m) => titleOf(m.handle)).findLast((t) => t !== null) ?? null
  const title = routeTitle ?? 'Not available'
  const wide = matches.some((m) => isWide(m.handle))
  // The tab names the route before its screen has loaded; a screen's PageTitle then refines it
  // (its effect runs after this layout effect).
  useLayoutEffect(() => {
    document.title = documentTitle(routeTitle, siteName)
  }, [routeTitle, siteName])

  const actions = me.isPending ? null : me.data ? (
    <Suspense fallback={null}>
      <MemberActions me={me.data} />
    </Suspense>
  ) : (
    <VisitorActions />
  )

  const newsletter =
    !wide && (settings.data?.newsletter_signup_enabled || isAdmin(subjectOf(me.data))) ? (
      <Suspense fallback={null}>
        <NewsletterBox />
      </Suspense>
    ) : null

  return (
    <AppLayout
      siteName={siteName}
      wide={wide}
      footerLinks={footerLinks}
      footerExtra={newsletter}
      header={
        <SiteHeader
          siteName={siteName}
          logo={settings.data?.site_logo}
          navItems={navItems}
          actions={actions}
          wide={wide}
        />
      }
    >
      <NavigationProgress />
      {!wide && <AdvertSlot position="header" wrap={pageWidth('md', 0)} />}
      {switchedOff ? <FeatureOffPage title={title} /> : <Outlet />}
      {!wide && <AdvertSlot position="footer" wrap={pageWidth(0, 'md')} />}
      <ScrollRestoration getKey={scrollKey} />
      {me.data && settings.data && (
        <AccountPrompts
          needsAgreement={me.data.needs_agreement}
          notice={settings.data.gdpr_settings.signup.content}
          welcome={settings.data.site_welcome_msg}
        />
      )}
    </AppLayout>
  )
}
