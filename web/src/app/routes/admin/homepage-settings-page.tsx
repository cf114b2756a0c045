import { HomepageSettingsScreen } from '@/features/admin-settings/components/homepage-settings-screen'

/** /admin/settings/homepage (sites.set.settings). */
export function HomepageSettingsPage() {
  return <HomepageSettingsScreen />
}
