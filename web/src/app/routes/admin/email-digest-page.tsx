import { EmailDigestScreen } from '@/features/admin-settings/components/email-digest-screen'

/** /admin/settings/email-digest (sites.set.settings). */
export function EmailDigestPage() {
  return <EmailDigestScreen />
}
