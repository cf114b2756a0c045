import { Group, Text } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { JoinGroupButton } from './join-group-button'

type Props = { group: { id: number; title: string } | null; requested: boolean }

/** Whose resource this is, and the way to ask to join (spec 01 §2 group-linked resources). */
export function LockedNotice({ group, requested }: Props) {
  if (!group) return null
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <IconLock size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
        For members of {group.title}
      </Text>
      <JoinGroupButton groupId={group.id} requested={requested} />
    </Group>
  )
}
