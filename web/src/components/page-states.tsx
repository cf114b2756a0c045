import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** Shown while a screen's data loads; announced to screen readers. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  )
}

/** A list with nothing in it, in the spec's words ("No events found", …). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {children}
    </Text>
  )
}

/** A load that failed (the API client has already alerted); offers to try again. */
export function ErrorState({
  message = 'This could not be loaded.',
  onRetry,
}: {
  message?: string
  onRetry?: () => void
}) {
  return (
    <Alert color="red" title="Something went wrong" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
