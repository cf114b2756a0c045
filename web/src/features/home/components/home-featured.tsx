import { Card, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CoverImage } from '@/components/placeholder-art'
import { hasLanded } from '@/lib/coming-soon-screens'
import { formatDateTime } from '@/lib/dates'
import type { Home } from '../api/get-home'
import { HomeSection } from './home-section'
import classes from './home.module.css'

type Featured = Home['featured']
type FeaturedType = keyof Featured
type FeaturedItem = NonNullable<Featured[FeaturedType]>

/** A tile of the featured tiles (spec 01 §2): one area of the site. */
export type HomeTile = { label: string; to: string; description: string }

const KINDS: Record<FeaturedType, { label: string; path: (slug: string) => string }> = {
  event: { label: 'Featured event', path: (slug) => `/events/${slug}` },
  news: { label: 'Featured news', path: (slug) => `/news/${slug}` },
  resource: { label: 'Featured resource', path: (slug) => `/resources/${slug}` },
  member: { label: 'Featured member', path: (slug) => `/members/${slug}` },
  poll: { label: 'Featured poll', path: (id) => `/polls/${id}` },
  promotion: { label: 'Featured promotion', path: (slug) => `/promotions/${slug}` },
}
const ORDER: FeaturedType[] = ['event', 'news', 'resource', 'promotion', 'poll', 'member']

/** The site's areas as tiles, when settings featured_tiles.enabled (the route picks the areas). */
export function FeaturedTiles({ tiles }: { tiles: HomeTile[] }) {
  if (tiles.length === 0) return null
  return (
    <nav aria-label="Explore">
      <SimpleGrid cols={{ base: 2, sm: Math.min(tiles.length, 5) }} spacing="sm">
        {tiles.map((tile) => (
          <Paper
            key={tile.to}
            withBorder
            radius="md"
            p="md"
            component={Link}
            to={tile.to}
            className={classes.tile}
          >
            <Text fw={700}>{tile.label}</Text>
            <Text size="sm" c="dimmed">
              {tile.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </nav>
  )
}

function FeaturedCard({ type, item }: { type: FeaturedType; item: FeaturedItem }) {
  const kind = KINDS[type]
  const path = kind.path(item.slug)
  return (
    <Card withBorder radius="md" padding="sm" component="article">
      <Stack gap={6}>
        <CoverImage src={item.img} seed={`${type}-${item.id}`} h={120} radius="sm" />
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {kind.label}
        </Text>
        <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {hasLanded(path) ? (
            <Link to={path} className={classes.cardLink}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </Text>
        {item.starts_at && (
          <Text size="sm" c="dimmed">
            {formatDateTime(item.starts_at)}
          </Text>
        )}
        {item.excerpt && (
          <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {item.excerpt}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

type FeaturedProps = {
  featured: Featured | undefined
  /**
   * The featured poll whole (spec 01 §2: its options to vote on), supplied by the route; without
   * it the poll is a tile like the others.
   */
  renderPoll?: (id: number) => ReactNode
}

/** The featured member, news post, resource and event the admins chose (those set and readable). */
export function FeaturedItems({ featured, renderPoll }: FeaturedProps) {
  const poll = renderPoll && featured?.poll ? renderPoll(featured.poll.id) : null
  const shown = ORDER.flatMap((type) => {
    const item = featured?.[type]
    if (type === 'poll' && poll) return []
    return item ? [{ type, item }] : []
  })
  if (shown.length === 0 && !poll) return null
  return (
    <HomeSection id="home-featured" title="Featured">
      <Stack gap="md">
        {shown.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(shown.length, 4) }} spacing="md">
            {shown.map(({ type, item }) => (
              <FeaturedCard key={type} type={type} item={item} />
            ))}
          </SimpleGrid>
        )}
        {poll}
      </Stack>
    </HomeSection>
  )
}
