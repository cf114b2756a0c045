import { Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useEffect, useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { PlaceholderArt } from '@/components/placeholder-art'
import { HomeData, type HomeQuery } from './home-data'
import { HomeEmpty } from './home-empty'
import { HomeEventCard } from './home-event-card'
import { FeaturedItems, FeaturedTiles, type HomeTile } from './home-featured'
import { HomeSection } from './home-section'
import { HomeThreadList } from './home-thread-list'
import classes from './home.module.css'

export type HomeAreas = { events: boolean; forum: boolean }
import { Page } from '@/components/layout/page'

type Props = {
  siteName: string
  /** settings.homepage_body_content; shown as text (an admin's HTML is not rendered here). */
  intro: string
  /** Areas switched on for the site and landed in the app. */
  areas: HomeAreas
  home: HomeQuery
  /** The featured tiles' areas (shown when settings featured_tiles.enabled). */
  tiles?: HomeTile[]
  /** The featured poll whole, supplied by the route (see FeaturedItems). */
  featuredPoll?: (id: number) => ReactNode
}

const DEFAULT_INTRO =
  'A community for members to meet, share what they know and find out what is going on. Join to take part in events, discussions and more.'

export const membersText = (n: number) =>
  `${new Intl.NumberFormat('en-GB').format(n)} ${n === 1 ? 'member' : 'members'}`

function JoinButtons() {
  return (
    <Group gap="sm">
      <Button component={Link} to="/signup" size="md">
        Join
      </Button>
      <Button component={Link} to="/signin" size="md" variant="default">
        Sign in
      </Button>
    </Group>
  )
}

/** The public landing: who we are, how many, what is on next, what people talk about, and the way in. */
export function VisitorHome({ siteName, intro, areas, home, tiles = [], featuredPoll }: Props) {
  useEffect(() => {
    document.title = siteName
  }, [siteName])
  const count = home.data?.member_count
  const heading = useId()
  return (
    <Page>
      <Stack gap="xl">
        <Paper
          component="section"
          aria-labelledby={heading}
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          className={classes.hero}
        >
          <Grid align="center" gap="xl">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Stack gap="md">
                <Title order={1} id={heading}>
                  Welcome to {siteName}
                </Title>
                <Text size="lg" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {intro.trim() || DEFAULT_INTRO}
                </Text>
                {count !== undefined && count > 0 && (
                  <Text fw={600}>{membersText(count)} and counting</Text>
                )}
                <JoinButtons />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }} visibleFrom="sm">
              <PlaceholderArt seed={siteName} h={220} radius={12} />
            </Grid.Col>
          </Grid>
        </Paper>
        <HomeData query={home}>
          {(data) => (
            <>
              {data.featured_tiles && <FeaturedTiles tiles={tiles} />}
              <FeaturedItems featured={data.featured} renderPoll={featuredPoll} />
              {areas.events && data.events && (
                <HomeSection
                  id="home-events"
                  title="Upcoming events"
                  more={data.events.length > 0 ? { label: 'All events', to: '/events' } : undefined}
                >
                  {data.events.length === 0 ? (
                    <HomeEmpty>
                      No upcoming events yet. Join to hear when the next one is announced.
                    </HomeEmpty>
                  ) : (
                    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
                      {data.events.map((event) => (
                        <HomeEventCard key={event.id} event={event} />
                      ))}
                    </SimpleGrid>
                  )}
                </HomeSection>
              )}
              {areas.forum && data.threads && (
                <HomeSection
                  id="home-discussions"
                  title="Latest discussions"
                  more={
                    data.threads.length > 0 ? { label: 'Go to the forum', to: '/forum' } : undefined
                  }
                >
                  {data.threads.length === 0 ? (
                    <HomeEmpty
                      action={
                        <Button component={Link} to="/signup" variant="light" size="xs">
                          Join to start one
                        </Button>
                      }
                    >
                      No discussions yet.
                    </HomeEmpty>
                  ) : (
                    <HomeThreadList threads={data.threads} label="Latest discussions" />
                  )}
                </HomeSection>
              )}
            </>
          )}
        </HomeData>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3">
              Be part of {siteName}
            </Title>
            <Text>
              Members book events, join the discussions and meet people who do what they do.
            </Text>
            <JoinButtons />
          </Stack>
        </Paper>
      </Stack>
    </Page>
  )
}
