import { Anchor, Group, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

type Props = {
  title: string
  /** The id its heading gets, so the section is named by it. */
  id: string
  /** "All events" and the like: where the section's list continues. */
  more?: { label: string; to: string }
  children: ReactNode
}

/** One block of the home page: a heading, an optional "see all" link and its content. */
export function HomeSection({ title, id, more, children }: Props) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more.to} size="sm" fw={600}>
            {more.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  )
}
