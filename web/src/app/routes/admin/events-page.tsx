import { AdminEventsScreen } from '@/features/admin-events/components/admin-events-screen'

/** /admin/events, its own lazy chunk (the editor comes with it). */
export function EventsPage() {
  return <AdminEventsScreen />
}
