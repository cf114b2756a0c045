import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'

/** Quick-create buttons open this until their editors land. */
export const openComingSoonModal = (title: string, noun: string) =>
  modals.open({
    title,
    children: <Text>Creating {noun} here is coming soon.</Text>,
  })
