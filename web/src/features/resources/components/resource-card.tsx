import { Anchor, Badge, Box, Button, Card, Center, Group, Stack, Text } from '@mantine/core'
import { IconFiles } from '@tabler/icons-react'
import { Link } from 'react-router'
import { CoverImage } from '@/components/placeholder-art'
import { formatDate, isoString } from '@/lib/dates'
import { capExcerpt } from '@/lib/excerpt'
import { resourcePath } from '@/lib/post-paths'
import type { ResourcePreview } from '../api/get-resource'
import { LockedNotice } from './locked-notice'

type CardResource = Pick<
  ResourcePreview,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'img'
  | 'created_at'
  | 'categories'
  | 'total_files'
  | 'locked'
  | 'group'
  | 'group_requested'
  | 'can_edit'
>

type Props<R extends CardResource> = {
  resource: R
  onEdit?: (resource: R) => void
  /** On its own page the title is not a link to itself. */
  linked?: boolean
}

export const filesText = (n: number) => (n === 1 ? '1 file' : `${n} files`)

/** The banner, or art with a files mark when there is none (decorative). */
function Cover({ resource }: { resource: CardResource }) {
  if (resource.img) return <CoverImage src={resource.img} seed={resource.id} h={160} />
  return (
    <Box pos="relative">
      <CoverImage src={null} seed={resource.id} h={160} />
      <Center pos="absolute" inset={0} c="white" aria-hidden>
        <IconFiles size={48} stroke={1.5} />
      </Center>
    </Box>
  )
}

/**
 * Spec 01 §2 resource card: banner, title, excerpt, categories and how many files. One behind a
 * group the reader is not in names the group and offers "Request to join this group".
 */
export function ResourceCard<R extends CardResource>({
  resource,
  onEdit,
  linked = true,
}: Props<R>) {
  const r = resource
  const excerpt = capExcerpt(r.excerpt)
  return (
    <Card withBorder padding="md" h="100%" component="article" aria-label={r.title}>
      <Card.Section mb="sm">
        <Cover resource={r} />
      </Card.Section>
      <Stack gap={6} style={{ flex: 1 }}>
        <Text size="sm" c="dimmed">
          <time dateTime={isoString(r.created_at)}>{formatDate(r.created_at)}</time>
        </Text>
        <Text fw={700} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {linked && !r.locked ? (
            <Anchor component={Link} to={resourcePath(r.slug)} c="inherit" underline="hover">
              {r.title}
            </Anchor>
          ) : (
            r.title
          )}
        </Text>
        {excerpt && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {excerpt}
          </Text>
        )}
        {r.categories.length > 0 && (
          <Group gap={4}>
            {r.categories.map((c) => (
              <Badge key={c.id} variant="light" tt="none">
                {c.name}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="sm" mt="auto" justify="space-between" wrap="wrap">
          <Text size="sm">{filesText(r.total_files)}</Text>
          {onEdit && r.can_edit && (
            <Button size="xs" variant="light" onClick={() => onEdit(r)}>
              Edit
            </Button>
          )}
        </Group>
        {r.locked && <LockedNotice group={r.group} requested={r.group_requested} />}
      </Stack>
    </Card>
  )
}
