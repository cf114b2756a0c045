import { EmailTemplatesScreen } from '@/features/admin-templates/components/email-templates-screen'

/** /admin/settings/email-templates, its own lazy chunk. */
export function EmailTemplatesPage() {
  return <EmailTemplatesScreen />
}
