import { Anchor, List, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { Poll } from '../api/list-polls'

/** The other polls of the series (spec 01 §2 siblingPolls): those open to everyone, as links. */
export function SiblingPolls({ poll }: { poll: Poll }) {
  const siblings = poll.siblingPolls.filter((s) => s.id !== poll.id && s.status === 'approved')
  if (siblings.length === 0) return null
  const headingId = `poll-${poll.id}-siblings`
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId}>
      <Text size="sm" fw={700} id={headingId}>
        More polls in this series
      </Text>
      <List size="sm" spacing={2}>
        {siblings.map((s) => (
          <List.Item key={s.id}>
            <Anchor component={Link} to={`/polls/${s.id}`} size="sm">
              {s.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}
