import { canManageItem } from '@worker/lib/policy'
import type { Me } from '@/lib/session'

/**
 * Spec 02 §6: an event's owner may edit it, and so may anyone holding events.manage. Visitors
 * never may. The server checks again on save.
 */
export const canEditEvent = (me: Me | null | undefined, event: { user_id: number | null }) =>
  me
    ? canManageItem(
        { user: { id: me.id, role: me.role }, permissions: me.permissions },
        event,
        'events.manage',
      )
    : false
