import { ChargesSettingsScreen } from '@/features/admin-settings/components/charges-settings-screen'

/** /admin/settings/charges (sites.set.settings). */
export function ChargesSettingsPage() {
  return <ChargesSettingsScreen />
}
