import { Anchor, Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { REQUEST_TO_JOIN, REQUESTED_TO_JOIN } from '@worker/groups/group-messages.schemas'
import { RelativeTime } from '@/components/relative-time'
import { safeImageSrc } from '@/lib/safe-url'
import type { ForumCategory } from '../api/list-categories'

type Props = {
  category: ForumCategory
  /** The viewer asked to join its group (from the server, or just now). */
  requested: boolean
  /** Asks to join the category's group; absent for visitors (they are offered sign-in). */
  onRequest?: () => void
  requesting: boolean
  signInPath: string
}

/**
 * A forum category card (spec 01 §2): banner, name, thread count and last activity. A category
 * behind a group the viewer is not in offers "Request to join this group", then "Requested to join".
 */
export function CategoryCard({ category, requested, onRequest, requesting, signInPath }: Props) {
  const img = safeImageSrc(category.img)
  const threads = `${category.total_threads} ${category.total_threads === 1 ? 'thread' : 'threads'}`
  return (
    <Card withBorder padding="md" component="article" aria-label={category.name}>
      {img && (
        <Card.Section mb="sm">
          <Image src={img} alt="" h={120} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap={6} style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={700} size="lg" lh={1.3}>
            {category.can_access ? (
              <Anchor component={Link} to={`/forum/${category.slug}`} c="inherit">
                {category.name}
              </Anchor>
            ) : (
              category.name
            )}
          </Text>
          {category.group && (
            <Badge variant="light" color="gray">
              {category.group.title}
            </Badge>
          )}
        </Group>
        <Group gap="md" justify="space-between">
          <Text size="sm">{threads}</Text>
          <Text size="sm" c="dimmed">
            {category.last_activity_at ? (
              <>
                Last activity <RelativeTime value={category.last_activity_at} />
              </>
            ) : (
              'No activity yet'
            )}
          </Text>
        </Group>
        {!category.can_access && category.group && (
          <Group mt="auto">
            {requested ? (
              <Button size="xs" variant="light" disabled>
                {REQUESTED_TO_JOIN}
              </Button>
            ) : onRequest ? (
              <Button size="xs" onClick={onRequest} loading={requesting}>
                {REQUEST_TO_JOIN}
              </Button>
            ) : (
              <Button size="xs" variant="light" component={Link} to={signInPath}>
                {REQUEST_TO_JOIN}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  )
}
