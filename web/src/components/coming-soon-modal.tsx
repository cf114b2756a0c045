import { Text } from '@mantine/core'
import { openModal } from '@/lib/modals'

/** Quick-create buttons open this until their editors land. */
export const openComingSoonModal = (title: string, noun: string) =>
  openModal({
    title,
    children: <Text>Creating {noun} here is coming soon.</Text>,
  })
