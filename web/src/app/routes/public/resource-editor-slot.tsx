import { lazy, Suspense, useState } from 'react'
import type { ResourceResource } from '@worker/posts/posts.schemas'

// The editor is large (rich text, uploads, pickers): it downloads the first time it opens.
const ResourceEditorModal = lazy(() =>
  import('@/features/admin-resources/components/resource-editor-modal').then((m) => ({
    default: m.ResourceEditorModal,
  })),
)

type Editing = { resourceId?: number } | null

/**
 * Composes the resource editor (the admin-resources feature) into other screens: `edit(id)` opens
 * it for a resource, `create()` for a new one, and `modal` is the element to render.
 */
export function useResourceEditorSlot(onSaved?: (resource: ResourceResource) => void) {
  const [editing, setEditing] = useState<Editing>(null)
  const modal =
    editing === null ? null : (
      <Suspense fallback={null}>
        <ResourceEditorModal
          opened
          onClose={() => setEditing(null)}
          resourceId={editing.resourceId}
          onSaved={onSaved}
        />
      </Suspense>
    )
  return {
    edit: (resourceId: number) => setEditing({ resourceId }),
    create: () => setEditing({}),
    modal,
  }
}
