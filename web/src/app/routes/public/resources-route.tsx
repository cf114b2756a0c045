import { ResourcesScreen } from '@/features/resources/components/resources-screen'
import { AddResourceButton, useResourceEditorSlot } from './resource-editor-slot'
import { ViewAccess } from './view-access'

/** /resources: the resource cards, with the editor for "Add a resource" and Edit. */
export function ResourcesRoute() {
  const editor = useResourceEditorSlot()
  return (
    <ViewAccess permission="resources.view" resource="Resources">
      <ResourcesScreen
        actions={<AddResourceButton onClick={editor.create} />}
        onEdit={editor.available ? (resource) => editor.edit(resource.id) : undefined}
      />
      {editor.modal}
    </ViewAccess>
  )
}
