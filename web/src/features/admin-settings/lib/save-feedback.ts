import { notifications } from '@mantine/notifications'
import { ApiError } from '@/lib/api-errors'

/** Spec 02 §8's words for a settings save. */
export const SAVE_MESSAGES = {
  saved: 'Saved',
  failed: 'Error saving',
  unreachable: 'Could not save',
  retry: 'Please try again',
} as const

export const notifySaved = () =>
  notifications.show({ color: 'green', message: SAVE_MESSAGES.saved })

/**
 * A refused save (4xx) says "Error saving" with the server's reasons; a failure of the server or
 * the network says "Could not save" and "Please try again".
 */
export const notifySaveFailed = (error: unknown) =>
  notifications.show(
    error instanceof ApiError && error.status < 500 && error.status > 0
      ? {
          color: 'red',
          title: SAVE_MESSAGES.failed,
          message: error.messages.join('\n'),
          style: { whiteSpace: 'pre-line' },
        }
      : { color: 'red', title: SAVE_MESSAGES.unreachable, message: SAVE_MESSAGES.retry },
  )
