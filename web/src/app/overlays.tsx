import { ModalsProvider } from '@mantine/modals'
import { useEffect } from 'react'
import { Notifications } from '@mantine/notifications'
import { ALERT_MS } from '@/components/error-alert'
import { markModalHostReady } from '@/lib/modals'

/**
 * The alert stack and the modal host. Both are driven imperatively (notifications.show, modals.open)
 * through stores and events, so they need not wrap the app; loading them lazily keeps the Modal,
 * ScrollArea and positioning code out of the first download. An alert raised before this mounts
 * waits in the store and shows as soon as it does.
 */
export function Overlays() {
  // Modals asked for before this mounted (see lib/modals) open now.
  useEffect(markModalHostReady, [])
  return (
    <>
      {/* Spec 01 §9: alerts stay 5000 ms, then a 200 ms hide animation. */}
      <Notifications position="top-right" autoClose={ALERT_MS} transitionDuration={200} />
      <ModalsProvider />
    </>
  )
}
