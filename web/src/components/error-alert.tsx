import { List } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { ApiError } from '@/lib/api-errors'

/** Spec 01 §9: alerts stay 5 seconds. */
export const ALERT_MS = 5000

/** Spec 01 §8: an alert in the error theme, titled with the status text, listing the messages. */
export const showErrorAlert = (error: ApiError) => {
  const single = error.messages.length === 1
  notifications.show({
    color: 'red',
    title: error.title,
    autoClose: ALERT_MS,
    message: (
      <List size="sm" listStyleType={single ? 'none' : 'disc'}>
        {error.messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
    ),
  })
}
