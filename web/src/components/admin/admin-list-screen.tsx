import { Button, Group, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { PageTitle } from '@/components/page-title'

type Props = {
  title: string
  /** The "New …" button, left out for those who may not create. */
  create?: { label: string; onClick: () => void } | false
  /** Search boxes and filters, above the list. */
  filters?: ReactNode
  /** The list (AdminList) and the screen's modals. */
  children: ReactNode
}

/** An admin screen's frame: its title, its New button, its filters, then its list. */
export function AdminListScreen({ title, create, filters, children }: Props) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>{title}</PageTitle>
        {create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create.onClick}>
            {create.label}
          </Button>
        )}
      </Group>
      {filters && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {filters}
        </Group>
      )}
      {children}
    </Stack>
  )
}
