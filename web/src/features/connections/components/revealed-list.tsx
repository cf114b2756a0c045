import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

type Props = {
  label: string
  children: ReactNode
  hasMore: boolean
  loadingMore: boolean
  moreFailed: boolean
  /** Spec 01 §8 for connections: the heading and the sentence shown when more could not load. */
  failure: { title: string; message: string }
  onMore: () => void
}

/** A list with "Show more", and the failure to load more said beneath it. */
export function RevealedList({
  label,
  children,
  hasMore,
  loadingMore,
  moreFailed,
  failure,
  onMore,
}: Props) {
  return (
    <Stack gap="sm">
      <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
      {moreFailed && (
        <Alert color="red" role="alert" title={failure.title}>
          <Text size="sm">{failure.message}</Text>
        </Alert>
      )}
      {hasMore && (
        <Group justify="center" mt="xs">
          <Button variant="default" onClick={onMore} loading={loadingMore}>
            Show more
          </Button>
        </Group>
      )}
    </Stack>
  )
}
