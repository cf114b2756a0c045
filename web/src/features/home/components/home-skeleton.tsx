import { Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core'

/** The shape of the home page's sections while their one request is in flight. */
export function HomeSkeleton({ events = 4 }: { events?: number }) {
  return (
    <Stack gap="xl" role="status" aria-live="polite">
      <VisuallyHidden>Loading the home page…</VisuallyHidden>
      <Stack gap="sm" aria-hidden>
        <Skeleton h={24} w={220} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: events }} spacing="md">
          {Array.from({ length: events }, (_, i) => (
            <Stack key={i} gap={8}>
              <Skeleton h={140} radius="md" />
              <Skeleton h={12} w="50%" />
              <Skeleton h={16} w="85%" />
              <Skeleton h={12} w="40%" />
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" aria-hidden>
        <Skeleton h={24} w={200} />
        {Array.from({ length: 4 }, (_, i) => (
          <Group key={i} wrap="nowrap" gap="sm">
            <Skeleton h={56} w={56} radius="md" style={{ flexShrink: 0 }} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton h={14} w="70%" />
              <Skeleton h={12} w="45%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}
