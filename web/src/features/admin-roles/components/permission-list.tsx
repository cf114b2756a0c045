import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconX } from '@tabler/icons-react'
import type { Permission } from '../api/list-permissions'
import { groupRoleKeys, unknownPermissionWarning } from '../lib/permission-groups'

type Props = {
  keys: readonly string[]
  catalogue: readonly Permission[]
  /** Left out for a read-only list. */
  onRemove?: (key: string) => void
  error?: string | undefined
}

function Warning({ children }: { children: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconAlertTriangle
        size={16}
        color="var(--mantine-color-orange-7)"
        aria-hidden
        style={{ flexShrink: 0 }}
      />
      <Text size="sm" c="orange.8">
        {children}
      </Text>
    </Group>
  )
}

/**
 * A role's permissions grouped by feature, each said in words (its catalogue label) with its key
 * beneath, and its catalogue warning or an unknown-key one.
 */
export function PermissionList({ keys, catalogue, onRemove, error }: Props) {
  const groups = groupRoleKeys(keys, catalogue)
  return (
    <Stack gap="sm" component="section" aria-label="Permissions of this role">
      {groups.length === 0 && <Text c="dimmed">This role has no permissions yet.</Text>}
      {groups.map((group) => (
        <Stack key={group.feature} gap={4}>
          <Title order={3} size="h5">
            {group.feature}
          </Title>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {group.items.map(({ key, entry }) => (
              <li key={key}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap={0} miw={0}>
                    {/* What the permission lets its holder do (the catalogue's spec wording); its
                        key underneath, small, for those who look keys up. */}
                    {entry && <Text size="sm">{entry.label}</Text>}
                    <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {key}
                    </Text>
                    {entry?.warning && <Warning>{entry.warning}</Warning>}
                    {!entry && <Warning>{unknownPermissionWarning(key)}</Warning>}
                  </Stack>
                  {onRemove && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove ${entry?.label ?? key}`}
                      onClick={() => onRemove(key)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
      {error && (
        <Text c="red" size="sm" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Text>
      )}
    </Stack>
  )
}
