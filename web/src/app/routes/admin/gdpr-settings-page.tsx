import { GdprSettingsScreen } from '@/features/admin-settings/components/gdpr-settings-screen'

/** /admin/settings/gdpr (sites.set.settings). */
export function GdprSettingsPage() {
  return <GdprSettingsScreen />
}
