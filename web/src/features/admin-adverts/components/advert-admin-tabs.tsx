import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { ADVERT_MESSAGES } from '@worker/adverts/adverts.schemas'
import { confirmDelete } from '@/components/admin/row-actions'
import type { EditableAdvert } from '../api/get-advert'
import { useDeleteAdvert } from '../api/delete-advert'

const count = new Intl.NumberFormat('en-GB')

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Stack>
  )
}

/**
 * Spec 02 §2 Clicks & Impressions tab (admins, saved adverts): the API's totals, counted within a
 * few minutes of each page view and click.
 */
export function AdvertCounts({ advert }: { advert: EditableAdvert }) {
  const clicks = advert.total_clicks ?? 0
  const impressions = advert.total_impressions ?? 0
  const rate = impressions > 0 ? `${((100 * clicks) / impressions).toFixed(1)}%` : '–'
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label="Clicks" value={count.format(clicks)} />
        <Figure label="Impressions" value={count.format(impressions)} />
        <Figure label="Click-through rate" value={rate} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Counts are gathered every few minutes, so the latest views may not show yet.
      </Text>
    </Stack>
  )
}

/** Spec 02 §2 Delete tab (admins, saved adverts): asks first, then deletes and closes the editor. */
export function DeleteAdvert({
  advert,
  onDeleted,
}: {
  advert: EditableAdvert
  onDeleted: () => void
}) {
  const remove = useDeleteAdvert()
  const ask = () =>
    confirmDelete({
      title: 'Delete advert',
      sentence: `Are you sure you want to delete “${advert.name}”? This cannot be undone.`,
      onConfirm: () =>
        remove.mutate(advert.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: ADVERT_MESSAGES.deleted })
            onDeleted()
          },
        }),
    })
  return (
    <Stack gap="md">
      <Text size="sm">
        Deleting the advert takes it off the site at once, with its clicks and impressions.
      </Text>
      <Group>
        <Button color="red" onClick={ask} loading={remove.isPending}>
          Delete advert
        </Button>
      </Group>
    </Stack>
  )
}
