import { Text } from '@mantine/core'
import { openConfirmModal } from '@/lib/modals'

/** Asks before cancelling an order; a failed cancellation is alerted by the API client (spec 01 §8). */
export const confirmCancelOrder = (cancel: () => void) =>
  openConfirmModal({
    title: 'Cancel order',
    children: <Text size="sm">Cancel this order? Your tickets will be released.</Text>,
    labels: { confirm: 'Cancel order', cancel: 'Keep my tickets' },
    confirmProps: { color: 'red' },
    onConfirm: cancel,
  })
