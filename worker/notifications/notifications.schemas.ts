import { z } from 'zod'
import { pagingQuery } from '../lib/paging'
import { NOTIFICATION_KEYS, type NotificationKind } from './notification-kinds'

export const listNotificationsQuery = pagingQuery(20).and(
  z.object({ status: z.enum(['all', 'unread', 'read']).default('all') }),
)

export const markReadInput = z.union([
  z.object({
    ids: z.array(z.number().int().positive()).min(1, 'Choose at least one notification').max(500),
  }),
  z.object({ all: z.literal(true) }),
])

export const userIdParam = z.object({ userId: z.coerce.number().int().positive() })

export const notificationPreference = z.object({
  notification: z.enum(NOTIFICATION_KEYS),
  email: z.boolean(),
  push: z.boolean(),
})

export const saveNotificationPreferencesInput = z.object({
  user_id: z.number().int().positive(),
  notifications: z.array(notificationPreference).max(NOTIFICATION_KEYS.length * 2),
})

export type NotificationResource = {
  id: number
  kind: string
  title: string
  body: string
  link: string | null
  data: Record<string, unknown>
  read_at: string | null
  created_at: string
}

export type NotificationPreferenceResource = {
  notification: NotificationKind
  label: string
  email: boolean
  push: boolean
  can_disable: boolean
}
