import { Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** An empty list that says so and invites the next step (a button or link as `action`). */
export function HomeEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="sm" ta="center">
        <Text c="dimmed">{children}</Text>
        {action}
      </Stack>
    </Paper>
  )
}
