import { PushTemplatesScreen } from '@/features/admin-templates/components/push-templates-screen'

/** /admin/settings/push-notifications, its own lazy chunk. */
export function PushNotificationsPage() {
  return <PushTemplatesScreen />
}
