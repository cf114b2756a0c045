import { Avatar, Badge, Group, Stack, Text } from '@mantine/core'
import { MemberName } from '@/components/member-name'
import type { ReactNode } from 'react'
import type { ForumUser } from '@worker/forum/forum-responses.schemas'

type Props = {
  /** The author, or null when their account is gone. */
  user: ForumUser | null
  /** Shown under the name, e.g. the post's age. */
  meta?: ReactNode
  size?: 'sm' | 'md'
}

/** A post's author (spec 01 §2): avatar or initials, name, company, and "Moderator" for forum mods. */
export function ForumUserBadge({ user, meta, size = 'md' }: Props) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Avatar
        src={user?.img ?? null}
        alt={user?.full_name ?? ''}
        radius="xl"
        size={size === 'sm' ? 32 : 40}
        color="initials"
        name={user?.full_name}
      >
        {user?.initials ?? '?'}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          {user ? (
            <MemberName slug={user.slug} size="sm" fw={600} c="inherit">
              {user.full_name}
            </MemberName>
          ) : (
            <Text size="sm" fw={600} c="dimmed">
              Former member
            </Text>
          )}
          {user?.is_forum_mod && (
            <Badge size="xs" variant="light">
              Moderator
            </Badge>
          )}
        </Group>
        {user?.company && (
          <Text size="xs" c="dimmed" truncate>
            {user.company}
          </Text>
        )}
        {meta && (
          <Text size="xs" c="dimmed">
            {meta}
          </Text>
        )}
      </Stack>
    </Group>
  )
}
