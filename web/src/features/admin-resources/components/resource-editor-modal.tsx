import { POST_MESSAGES, type ResourceResource } from '@worker/posts/posts.schemas'
import { ContentEditorModal } from '@/components/admin/content-editor-modal'
import { postAccessOf } from '@/components/admin/posts/post-form'
import { getResourceForEditQuery } from '../api/get-resource-for-edit'
import { ResourceEditorForm } from './resource-editor-form'

type Props = {
  opened: boolean
  onClose: () => void
  /** The resource to edit; left out to create one. */
  resourceId?: number
  onSaved?: (resource: ResourceResource) => void
}

/** Spec 02 §6: creating resources needs one of these (the server refuses the rest too). */
export const RESOURCE_CREATE_PERMISSIONS = ['resources.create', 'resources.manage']

/**
 * Spec 02 §2 resource editor, for the admin list, the member screens and quick-create. It closes
 * only by its Close buttons; when the resource cannot be read it says 'Could not load resource.'
 * (titled Error) and closes (spec 02 §8).
 */
export function ResourceEditorModal({ opened, onClose, resourceId, onSaved }: Props) {
  return (
    <ContentEditorModal
      opened={opened}
      onClose={onClose}
      itemId={resourceId}
      query={getResourceForEditQuery}
      titles={{ create: 'New resource', edit: 'Edit resource' }}
      closeLabel="Close the resource editor"
      loadingLabel="Loading the resource…"
      createPermissions={RESOURCE_CREATE_PERMISSIONS}
      cannotCreate="You are not allowed to add resources."
      loadFailedMessage={POST_MESSAGES.couldNotLoadResource}
    >
      {({ viewer, item: resource }) => (
        <ResourceEditorForm
          key={resource?.id ?? 'new'}
          resource={resource}
          access={postAccessOf(viewer, 'resources.manage')}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </ContentEditorModal>
  )
}
