import { Alert, Button, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { POST_MESSAGES, type ResourceResource } from '@worker/posts/posts.schemas'
import { AdminEditorModal, EditorLoader } from '@/components/admin/admin-editor-modal'
import { postAccessOf } from '@/components/admin/posts/post-form'
import { canAny, subjectOf } from '@/lib/access'
import { useMe } from '@/lib/session'
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

function CannotCreate({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        You are not allowed to add resources.
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  )
}

/**
 * Spec 02 §2 resource editor, for the admin list, the member screens and quick-create. It closes
 * only by its Close buttons; when the resource cannot be read it says 'Could not load resource.'
 * (titled Error) and closes (spec 02 §8).
 */
export function ResourceEditorModal({ opened, onClose, resourceId, onSaved }: Props) {
  const me = useMe()
  const loaded = useQuery({
    ...getResourceForEditQuery(resourceId ?? 0),
    enabled: opened && resourceId !== undefined,
  })
  const failed = opened && resourceId !== undefined && loaded.isError
  useEffect(() => {
    if (failed)
      notifications.show({
        color: 'red',
        title: 'Error',
        message: POST_MESSAGES.couldNotLoadResource,
      })
  }, [failed])
  const resource = resourceId === undefined ? undefined : loaded.data
  const ready =
    me.data && (resourceId === undefined || resource) ? { me: me.data, resource } : undefined
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title={resourceId === undefined ? 'New resource' : 'Edit resource'}
      size="xl"
      fullScreenBelow="48em"
      closeLabel="Close the resource editor"
    >
      <EditorLoader data={ready} failed={failed} label="Loading the resource…" onClose={onClose}>
        {({ me: viewer, resource: saved }) =>
          resourceId === undefined && !canAny(subjectOf(viewer), RESOURCE_CREATE_PERMISSIONS) ? (
            <CannotCreate onClose={onClose} />
          ) : (
            <ResourceEditorForm
              key={saved?.id ?? 'new'}
              resource={saved ?? null}
              access={postAccessOf(viewer, 'resources.manage')}
              onClose={onClose}
              onSaved={onSaved}
            />
          )
        }
      </EditorLoader>
    </AdminEditorModal>
  )
}
