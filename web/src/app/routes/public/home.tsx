import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Navigate } from 'react-router'
import { MountWhenIdle } from '@/components/mount-when-idle'
import { ErrorState, ListLoading } from '@/components/page-states'
import { homeKeys, homeQueryOptions } from '@/features/home/api/get-home'
import { HomeSkeleton } from '@/features/home/components/home-skeleton'
import { Page } from '@/components/layout/page'
import { MemberHome } from '@/features/home/components/member-home'
import { VisitorHome, type HomeAreas } from '@/features/home/components/visitor-home'
import { useMarkNotificationsRead } from '@/features/notifications/api/mark-notifications-read'
import { can, subjectOf } from '@/lib/access'
import { hasLanded } from '@/lib/coming-soon-screens'
import { homepageRedirect } from '@/lib/homepage-routes'
import { useMe } from '@/lib/session'
import { isFeatureOn } from '@/lib/site-features'
import { useSettings, type SiteSettings } from '@/lib/site-settings'
import { useEventEditorSlot } from './event-editor-slot'
import { navItemsFor } from '../../layout/nav-items'
import type { HomeTile } from '@/features/home/components/home-featured'
import type { PolicySubject } from '@worker/lib/policy'

// The member home's feed (cards of every type, the like button and its list) sits below the first
// screen: its code downloads once the first paint is done (MountWhenIdle), not beside it.
const FeedSection = lazy(() =>
  import('@/features/feed/components/feed-section').then((m) => ({ default: m.FeedSection })),
)

// The featured poll (spec 01 §2) is the whole poll card: its code comes with the home's data.
const FeaturedPoll = lazy(() =>
  import('@/features/polls/components/featured-poll').then((m) => ({ default: m.FeaturedPoll })),
)

/** The featured poll as a card to vote on, where polls exist, are on and may be viewed. */
const featuredPollFor = (settings: SiteSettings, subject: PolicySubject) =>
  isFeatureOn(settings, 'polls') && hasLanded('/polls') && can(subject, 'polls.view')
    ? (id: number) => (
        <Suspense fallback={<ListLoading label="Loading the featured poll…" rows={1} />}>
          <FeaturedPoll id={id} />
        </Suspense>
      )
    : undefined

/** The featured tiles (spec 01 §2): the header's areas, those that exist, are on and may be used. */
const TILE_TEXT: Record<string, string> = {
  '/events': 'What is on',
  '/forum': 'Discussions',
  '/members': 'Who is here',
  '/news': 'The latest news',
  '/resources': 'Guides and files',
}
const homeTiles = (settings: SiteSettings, subject: PolicySubject): HomeTile[] =>
  navItemsFor(settings, subject).map((item) => ({
    ...item,
    description: TILE_TEXT[item.to] ?? `Go to ${item.label.toLowerCase()}`,
  }))

/** "/": a landing for visitors, a dashboard for members; their data in one request (GET /api/home). */
export function HomeRoute() {
  const me = useMe()
  const settings = useSettings()
  const queryClient = useQueryClient()
  const known = me.isSuccess && settings.isSuccess
  const home = useQuery({ ...homeQueryOptions(me.data?.id ?? null), enabled: known })
  const editor = useEventEditorSlot(
    () => void queryClient.invalidateQueries({ queryKey: homeKeys.all }),
  )
  // Following a notification from the home marks it read, as the bell does. The home has gone by
  // the time the answer comes (a mutate callback would not run), so the promise refreshes it.
  const markRead = useMarkNotificationsRead()
  const openNotification = (id: number) =>
    void markRead
      .mutateAsync({ ids: [id] })
      .catch(() => undefined)
      .then(() => queryClient.invalidateQueries({ queryKey: homeKeys.all }))

  if (me.isError || settings.isError) {
    const retry = () => void Promise.all([me.refetch(), settings.refetch()])
    return (
      <Page>
        <ErrorState message="The home page could not be loaded." onRetry={retry} />
      </Page>
    )
  }
  if (!known)
    return (
      <Page>
        <HomeSkeleton />
      </Page>
    )

  const s = settings.data
  const areas: HomeAreas = {
    events: isFeatureOn(s, 'events') && hasLanded('/events'),
    forum: isFeatureOn(s, 'forum') && hasLanded('/forum'),
  }
  const tiles = homeTiles(s, subjectOf(me.data))
  // The site may open on another screen for visitors (homepage settings); members keep their home.
  const landing = homepageRedirect(s.homepage_route_name)
  if (!me.data && landing) return <Navigate to={landing} replace />
  if (!me.data)
    return (
      <VisitorHome
        siteName={s.site_name}
        intro={s.homepage_body_content}
        areas={areas}
        home={home}
        tiles={tiles}
        featuredPoll={featuredPollFor(s, subjectOf(me.data))}
      />
    )
  return (
    <>
      <MemberHome
        siteName={s.site_name}
        forename={me.data.forename}
        welcome={s.site_welcome_msg}
        areas={areas}
        home={home}
        onCreateEvent={can(subjectOf(me.data), 'events.create') ? editor.create : undefined}
        onOpenNotification={openNotification}
        tiles={tiles}
        featuredPoll={featuredPollFor(s, subjectOf(me.data))}
        feed={
          hasLanded('/feed') ? (
            <MountWhenIdle fallback={<ListLoading label="Loading the feed" />}>
              <FeedSection meId={me.data.id} />
            </MountWhenIdle>
          ) : undefined
        }
      />
      {editor.modal}
    </>
  )
}
