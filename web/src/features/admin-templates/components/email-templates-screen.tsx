import { useQuery } from '@tanstack/react-query'
import { EditorLoader } from '@/components/admin/admin-editor-modal'
import { emailTemplateQuery, listEmailTemplatesQuery } from '../api/email-templates'
import { EmailTemplateForm } from './email-template-form'
import { TemplatesScreen } from './templates-screen'

function EmailTemplateEditor({
  templateKey,
  onClose,
}: {
  templateKey: string
  onClose: () => void
}) {
  const template = useQuery(emailTemplateQuery(templateKey))
  return (
    <EditorLoader
      data={template.data?.data}
      failed={template.isError}
      label="Loading the template…"
      onClose={onClose}
    >
      {(loaded) => <EmailTemplateForm key={loaded.key} template={loaded} onClose={onClose} />}
    </EditorLoader>
  )
}

/** /admin/settings/email-templates. */
export function EmailTemplatesScreen() {
  return (
    <TemplatesScreen
      title="Email templates"
      noun={{ one: 'email template', many: 'email templates' }}
      list={listEmailTemplatesQuery}
      editorTitle="Email template"
      Editor={EmailTemplateEditor}
    />
  )
}
