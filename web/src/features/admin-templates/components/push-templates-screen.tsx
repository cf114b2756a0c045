import { useQuery } from '@tanstack/react-query'
import { EditorLoader } from '@/components/admin/admin-editor-modal'
import { listPushTemplatesQuery, pushTemplateQuery } from '../api/push-templates'
import { PushTemplateForm } from './push-template-form'
import { TemplatesScreen } from './templates-screen'

function PushTemplateEditor({
  templateKey,
  onClose,
}: {
  templateKey: string
  onClose: () => void
}) {
  const template = useQuery(pushTemplateQuery(templateKey))
  return (
    <EditorLoader
      data={template.data?.data}
      failed={template.isError}
      label="Loading the template…"
      onClose={onClose}
    >
      {(loaded) => <PushTemplateForm key={loaded.key} template={loaded} onClose={onClose} />}
    </EditorLoader>
  )
}

/** /admin/settings/push-notifications. */
export function PushTemplatesScreen() {
  return (
    <TemplatesScreen
      title="Push notifications"
      noun={{ one: 'push notification', many: 'push notifications' }}
      list={listPushTemplatesQuery}
      editorTitle="Push notification template"
      Editor={PushTemplateEditor}
    />
  )
}
