import { LinksSettingsScreen } from '@/features/admin-settings/components/links-settings-screen'

/** /admin/settings/footer (sites.set.settings). */
export function FooterSettingsPage() {
  return <LinksSettingsScreen />
}
