import { Paper } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { listCategoriesQuery } from '@worker/forum/forum.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { useSettings } from '@/lib/site-settings'
import { listForumCategoriesQuery } from '../api/list-forum-categories'
import { ForumCategoriesTable } from './forum-categories-table'
import { ForumCategoryModal } from './forum-category-modal'
import { ForumSwitch } from './forum-switch'

const NO_FILTERS = [] as const

type Props = {
  /** forum-categories.manage: New, Edit and Delete. */
  canEditCategories: boolean
  /** sites.set.settings: the forum on/off switch. */
  canSwitchForum: boolean
  /** Replaced in tests; the app reloads the page after the switch (spec 02 §4). */
  reload?: () => void
}

/** Spec 02 §2 Forum screen: the categories with their counts, their editor and the forum switch. */
export function ForumAdminScreen({ canEditCategories, canSwitchForum, reload }: Props) {
  const list = useListQueryParams(listCategoriesQuery, NO_FILTERS)
  const editor = useEditorParams()
  const categories = useQuery(listForumCategoriesQuery(list.query))
  const settings = useSettings()
  const rows = categories.data?.data
  const editing = rows?.find((category) => category.id === editor.editingId) ?? null

  // An address naming a category that is not (or no longer) on this page opens nothing.
  const unknownEdit = editor.editingId !== null && rows !== undefined && editing === null
  const close = editor.close
  useEffect(() => {
    if (unknownEdit) close()
  }, [unknownEdit, close])

  return (
    <AdminListScreen
      title="Forum"
      create={canEditCategories && { label: 'New Category', onClick: editor.openCreate }}
    >
      {canSwitchForum && settings.data && (
        <Paper withBorder p="md">
          <ForumSwitch isOn={settings.data.is_forum_active} reload={reload} />
        </Paper>
      )}
      <AdminList
        list={categories}
        noun={{ one: 'category', many: 'categories' }}
        empty="No categories found"
        failed="The forum categories could not be loaded."
        page={list.page}
        onPage={list.setPage}
      >
        {(page) => (
          <ForumCategoriesTable
            categories={page}
            canEdit={canEditCategories}
            onEdit={editor.openEdit}
          />
        )}
      </AdminList>
      {canEditCategories && (
        <ForumCategoryModal
          opened={editor.creating || editing !== null}
          category={editing}
          onClose={editor.close}
        />
      )}
    </AdminListScreen>
  )
}
