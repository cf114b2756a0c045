import { ChargesSettingsScreen } from '@/features/admin-settings/components/charges-settings-screen'
import { CustomSettingsScreen } from '@/features/admin-settings/components/custom-settings-screen'
import { EmailDigestScreen } from '@/features/admin-settings/components/email-digest-screen'
import { GdprSettingsScreen } from '@/features/admin-settings/components/gdpr-settings-screen'
import { LinksSettingsScreen } from '@/features/admin-settings/components/links-settings-screen'

/**
 * The settings screens built on the worker's settings schemas (sites.set.settings), in one lazy
 * chunk: split across five, the schemas they share would be merged into `common`, which every
 * first screen loads (vite.config.ts).
 */
export const FooterSettingsPage = LinksSettingsScreen
export const CustomSettingsPage = CustomSettingsScreen
export const GdprSettingsPage = GdprSettingsScreen
export const EmailDigestPage = EmailDigestScreen
export const ChargesSettingsPage = ChargesSettingsScreen
