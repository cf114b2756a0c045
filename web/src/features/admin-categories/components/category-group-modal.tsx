import { AdminEditorModal } from '@/components/admin/admin-editor-modal'
import type { CategoryGroup } from '../api/list-category-types'
import { CategoryGroupForm } from './category-group-form'

type Props = {
  opened: boolean
  /** The group to edit; null for a new one. */
  group: CategoryGroup | null
  onClose: () => void
}

/** Spec 02 §2: the "Edit category group" (category type) modal. */
export function CategoryGroupModal({ opened, group, onClose }: Props) {
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title={group ? 'Edit category group' : 'New category group'}
      closeLabel="Close the category group editor"
      size="md"
    >
      {opened && <CategoryGroupForm key={group?.id ?? 'new'} group={group} onClose={onClose} />}
    </AdminEditorModal>
  )
}
