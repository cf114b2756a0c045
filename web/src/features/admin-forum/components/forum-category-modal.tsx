import { useQuery } from '@tanstack/react-query'
import { AdminEditorModal, EditorLoader } from '@/components/admin/admin-editor-modal'
import type { AdminForumCategory } from '../api/list-forum-categories'
import { listGroupsQuery } from '../api/list-groups'
import { ForumCategoryForm } from './forum-category-form'

type Props = {
  opened: boolean
  /** The category to edit; null for a new one. */
  category: AdminForumCategory | null
  onClose: () => void
}

function CategoryEditor({ category, onClose }: Omit<Props, 'opened'>) {
  const groups = useQuery(listGroupsQuery())
  return (
    <EditorLoader
      data={groups.data}
      failed={groups.isError}
      label="Loading the groups…"
      onClose={onClose}
    >
      {(loaded) => (
        <ForumCategoryForm
          key={category?.id ?? 'new'}
          category={category}
          groups={loaded}
          onClose={onClose}
        />
      )}
    </EditorLoader>
  )
}

export function ForumCategoryModal({ opened, category, onClose }: Props) {
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title={category ? 'Edit Category' : 'New Category'}
      closeLabel="Close the category editor"
    >
      <CategoryEditor category={category} onClose={onClose} />
    </AdminEditorModal>
  )
}
