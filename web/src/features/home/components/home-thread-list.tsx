import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { CoverImage } from '@/components/placeholder-art'
import { formatDateTime, isoString, relativeTime } from '@/lib/dates'
import type { HomeThread } from '../api/get-home'
import classes from './home.module.css'

type Thread = HomeThread & { new_replies?: number }

const repliesText = (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'}`

/** Discussions as compact rows: picture, title, category, replies and last activity. */
export function HomeThreadList({ threads, label }: { threads: Thread[]; label: string }) {
  return (
    <Stack gap={0} component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {threads.map((thread) => (
        <Box component="li" key={thread.id} className={classes.row} py="sm">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Box w={56} h={56} style={{ flexShrink: 0, overflow: 'hidden', borderRadius: 8 }}>
              <CoverImage src={thread.img} seed={thread.id} h={56} />
            </Box>
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                <Anchor
                  component={Link}
                  to={thread.url}
                  fw={600}
                  lineClamp={2}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {thread.title}
                </Anchor>
                {thread.new_replies !== undefined && (
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {thread.new_replies} new
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {thread.category.name} · {repliesText(thread.total_replies)} ·{' '}
                <time
                  dateTime={isoString(thread.last_activity_at)}
                  title={formatDateTime(thread.last_activity_at)}
                >
                  {relativeTime(thread.last_activity_at)}
                </time>
              </Text>
            </Stack>
          </Group>
        </Box>
      ))}
    </Stack>
  )
}
