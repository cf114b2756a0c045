import { Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LoadingState } from '@/components/page-states'
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
  // Spec 02 §2: a load failure closes the editor; the API client has already alerted.
  useEffect(() => {
    if (groups.isError) onClose()
  }, [groups.isError, onClose])
  if (groups.isError) return null
  if (!groups.data) return <LoadingState label="Loading the groups…" />
  return (
    <ForumCategoryForm
      key={category?.id ?? 'new'}
      category={category}
      groups={groups.data}
      onClose={onClose}
    />
  )
}

/** Spec 02 §2: editors close only by their Close buttons, never by Escape or a click outside. */
export function ForumCategoryModal({ opened, category, onClose }: Props) {
  const narrow = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={category ? 'Edit Category' : 'New Category'}
      size="lg"
      fullScreen={narrow}
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close the category editor' }}
    >
      {opened && <CategoryEditor category={category} onClose={onClose} />}
    </Modal>
  )
}
