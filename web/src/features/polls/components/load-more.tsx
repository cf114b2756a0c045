import { Button, Group, Text } from '@mantine/core'

type Props = {
  hasMore: boolean
  loading: boolean
  failed: boolean
  onMore: () => void
}

/** "Load more" under a list, and the failure to load more said above it. */
export function LoadMore({ hasMore, loading, failed, onMore }: Props) {
  if (!hasMore) return null
  return (
    <Group justify="center" gap="sm">
      {failed && (
        <Text size="sm" c="red" role="alert">
          More could not be loaded.
        </Text>
      )}
      <Button variant="default" onClick={onMore} loading={loading}>
        Load more
      </Button>
    </Group>
  )
}
