import { CustomSettingsScreen } from '@/features/admin-settings/components/custom-settings-screen'

/** /admin/settings/custom (sites.set.settings). */
export function CustomSettingsPage() {
  return <CustomSettingsScreen />
}
