import { GeneralSettingsScreen } from '@/features/admin-settings/components/general-settings-screen'

/** /admin/settings/general (sites.set.settings). */
export function GeneralSettingsPage() {
  return <GeneralSettingsScreen />
}
