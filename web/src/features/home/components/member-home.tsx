import { Button, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { AdvertSlot } from '@/components/adverts/advert-slot'
import { useEffect, type ReactNode } from 'react'
import { Link } from 'react-router'
import { relativeTime } from '@/lib/dates'
import { Page } from '@/components/layout/page'
import { hasLanded } from '@/lib/coming-soon-screens'
import type { Home } from '../api/get-home'
import { AreaLinks, type AreaLink } from './area-links'
import { HomeData, type HomeQuery } from './home-data'
import { HomeEmpty } from './home-empty'
import { HomeEventCard } from './home-event-card'
import { FeaturedItems, FeaturedTiles, type HomeTile } from './home-featured'
import { HomeNotifications } from './home-notifications'
import { HomeSection } from './home-section'
import { HomeThreadList } from './home-thread-list'
import { NextTicket } from './next-ticket'
import type { HomeAreas } from './visitor-home'

type Props = {
  siteName: string
  forename: string
  /** settings.site_welcome_msg, shown as text. */
  welcome: string
  areas: HomeAreas
  home: HomeQuery
  /** Opens the event editor, for members who may create events. */
  onCreateEvent?: () => void
  /** An unread notification is followed from the home: the app marks it read. */
  onOpenNotification?: (id: number) => void
  /** The featured tiles' areas (shown when settings featured_tiles.enabled). */
  tiles?: HomeTile[]
  /** The feed's member view (12, then 3 more), supplied by the route. */
  feed?: ReactNode
  /** The featured poll whole, supplied by the route (see FeaturedItems). */
  featuredPoll?: (id: number) => ReactNode
}

/** The member's own screens, those that exist (the rest arrive with their features). */
const MY_AREAS: (AreaLink & { events?: true })[] = (
  [
    {
      label: 'My tickets',
      to: '/my-tickets',
      description: 'Your bookings and tickets',
      events: true,
    },
    { label: 'My events', to: '/my-events', description: 'Events you have created', events: true },
    { label: 'My network', to: '/my-network', description: 'The members you are connected with' },
    { label: 'My feed', to: '/my-feed', description: 'What you have posted' },
    { label: 'Messages', to: '/messages', description: 'Conversations with your connections' },
    { label: 'Account', to: '/account', description: 'Your password and notifications' },
  ] satisfies (AreaLink & { events?: true })[]
).filter((area) => hasLanded(area.to))

const sinceText = (since: string | null) =>
  since ? `Since your last visit, ${relativeTime(since)}` : 'Since you joined'

/**
 * The main column's sections, in order. Each is one entry, so the feed (a later issue) slots in
 * as another entry without reshaping the page.
 */
const mainSections = (
  home: Home,
  areas: HomeAreas,
  onCreateEvent?: () => void,
  feed?: ReactNode,
  featuredPoll?: (id: number) => ReactNode,
) => {
  const sections: { key: string; node: ReactNode }[] = []
  const member = home.member
  sections.push({
    key: 'featured',
    node: <FeaturedItems featured={home.featured} renderPoll={featuredPoll} />,
  })
  if (areas.events && member)
    sections.push({ key: 'next-ticket', node: <NextTicket ticket={member.next_ticket} /> })
  if (areas.forum && member?.new_replies)
    sections.push({
      key: 'new-replies',
      node: (
        <HomeSection
          id="home-new-replies"
          title="New replies"
          more={{ label: 'Go to the forum', to: '/forum' }}
        >
          <Text size="sm" c="dimmed" mt={-8}>
            {sinceText(member.new_replies.since)}
          </Text>
          {member.new_replies.threads.length === 0 ? (
            <HomeEmpty>You are all caught up: no new replies since your last visit.</HomeEmpty>
          ) : (
            <HomeThreadList threads={member.new_replies.threads} label="Threads with new replies" />
          )}
        </HomeSection>
      ),
    })
  if (areas.events && home.events)
    sections.push({
      key: 'events',
      node: (
        <HomeSection
          id="home-events"
          title="Upcoming events"
          more={home.events.length > 0 ? { label: 'All events', to: '/events' } : undefined}
        >
          {home.events.length === 0 ? (
            <HomeEmpty
              action={
                onCreateEvent && (
                  <Button variant="light" size="xs" onClick={onCreateEvent}>
                    Create an event
                  </Button>
                )
              }
            >
              No upcoming events yet.
            </HomeEmpty>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {home.events.map((event) => (
                <HomeEventCard key={event.id} event={event} />
              ))}
            </SimpleGrid>
          )}
        </HomeSection>
      ),
    })
  if (areas.forum && home.threads)
    sections.push({
      key: 'discussions',
      node: (
        <HomeSection id="home-discussions" title="Latest discussions">
          {home.threads.length === 0 ? (
            <HomeEmpty
              action={
                <Button component={Link} to="/forum" variant="light" size="xs">
                  Start a discussion
                </Button>
              }
            >
              No discussions yet.
            </HomeEmpty>
          ) : (
            <HomeThreadList threads={home.threads} label="Latest discussions" />
          )}
        </HomeSection>
      ),
    })
  if (feed)
    sections.push({
      key: 'feed',
      node: (
        <HomeSection id="home-feed" title="Latest in the community" more={FEED_MORE}>
          {feed}
        </HomeSection>
      ),
    })
  return sections
}

const FEED_MORE = hasLanded('/feed') ? { label: 'Open the feed', to: '/feed' } : undefined

/** A signed-in member's home: what is next for them, what is new, and their notifications. */
export function MemberHome({
  siteName,
  forename,
  welcome,
  areas,
  home,
  onCreateEvent,
  onOpenNotification,
  tiles = [],
  feed,
  featuredPoll,
}: Props) {
  useEffect(() => {
    document.title = siteName
  }, [siteName])
  return (
    <Page>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Welcome back, {forename}</Title>
          {welcome.trim() && (
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{welcome}</Text>
          )}
        </Stack>
        <HomeData query={home}>
          {(data) => (
            <Stack gap="xl">
              {data.featured_tiles && <FeaturedTiles tiles={tiles} />}
              <Grid gap="xl">
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <Stack gap="xl">
                    {mainSections(data, areas, onCreateEvent, feed, featuredPoll).map((section) => (
                      <div key={section.key}>{section.node}</div>
                    ))}
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <Stack gap="xl">
                    {data.member && (
                      <HomeNotifications
                        notifications={data.member.notifications}
                        onOpen={onOpenNotification}
                      />
                    )}
                    <Stack gap="sm">
                      <Title order={2} size="h3">
                        Your areas
                      </Title>
                      <AreaLinks
                        links={MY_AREAS.filter((area) => areas.events || !area.events)}
                        label="Your areas"
                      />
                    </Stack>
                    <AdvertSlot position="sidebar" />
                  </Stack>
                </Grid.Col>
              </Grid>
            </Stack>
          )}
        </HomeData>
      </Stack>
    </Page>
  )
}
