import { Button } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { ResourceResource } from '@worker/posts/posts.schemas'
import { canAny, subjectOf } from '@/lib/access'
import { resourceKeys } from '@/lib/post-keys'
import { useMe } from '@/lib/session'
import { resourceEditorModule } from './post-editor-modules'

// The editor is large (rich text, uploads): it downloads the first time it opens.
const ResourceEditorModal = resourceEditorModule ? lazy(resourceEditorModule) : null

/** Is there an editor to open (no button opens nothing)? */
export const hasResourceEditor = ResourceEditorModal !== null

/** Who may add resources (spec 02 §6); the server checks again. */
export const RESOURCE_CREATE_PERMISSIONS = ['resources.create', 'resources.manage']

/**
 * Composes the resource editor into the resources screens: `edit(id)` opens it on a resource, `create()` on a
 * new one, and `modal` is the element to render. A save reads the lists and pages again.
 */
export function useResourceEditorSlot(onSaved?: (resource: ResourceResource) => void) {
  const client = useQueryClient()
  const [editing, setEditing] = useState<{ resourceId?: number } | null>(null)
  const modal =
    editing === null || ResourceEditorModal === null ? null : (
      <Suspense fallback={null}>
        <ResourceEditorModal
          opened
          onClose={() => setEditing(null)}
          resourceId={editing.resourceId}
          onSaved={(resource) => {
            void client.invalidateQueries({ queryKey: resourceKeys.all })
            onSaved?.(resource)
          }}
        />
      </Suspense>
    )
  return {
    available: hasResourceEditor,
    edit: (resourceId: number) => setEditing({ resourceId }),
    create: () => setEditing({}),
    modal,
  }
}

/** "Add a resource" for members holding resources.create or resources.manage. */
export function AddResourceButton({ onClick }: { onClick: () => void }) {
  const me = useMe()
  if (!hasResourceEditor || !me.data || !canAny(subjectOf(me.data), RESOURCE_CREATE_PERMISSIONS))
    return null
  return <Button onClick={onClick}>Add a resource</Button>
}
