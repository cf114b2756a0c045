import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { listPostsQuery, POST_MESSAGES, POST_STATUSES } from '@worker/posts/posts.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { PostListTable } from '@/components/admin/posts/post-list-table'
import { StatusFilter } from '@/components/admin/status-filter'
import { SearchInput } from '@/components/search-input'
import { useDeleteResource } from '../api/delete-resource'
import { ADMIN_RESOURCE_FILTERS, listAdminResourcesQuery } from '../api/list-admin-resources'
import { ResourceEditorModal } from './resource-editor-modal'

/** Spec 02 §2 resources screen: every resource, newest first, filtered by title and status. */
export function AdminResourcesScreen() {
  const list = useListQueryParams(listPostsQuery, ADMIN_RESOURCE_FILTERS)
  const editor = useEditorParams()
  const resources = useQuery(listAdminResourcesQuery(list.query))
  const remove = useDeleteResource()
  return (
    <AdminListScreen
      title="Resources"
      create={{ label: 'New resource', onClick: editor.openCreate }}
      filters={
        <>
          <SearchInput
            label="Search"
            placeholder="Title"
            value={list.filters.q ?? ''}
            onSearch={(q) => list.setFilter('q', q)}
          />
          <StatusFilter
            statuses={POST_STATUSES}
            value={list.filters.status}
            onChange={(status) => list.setFilter('status', status)}
          />
        </>
      }
    >
      <AdminList
        list={resources}
        noun={{ one: 'resource', many: 'resources' }}
        empty={POST_MESSAGES.noResources}
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <PostListTable
            label="Resources"
            rows={rows}
            noun="resource"
            onEdit={editor.openEdit}
            onDelete={(row) =>
              remove.mutate(row.id, {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: POST_MESSAGES.resourceDeleted }),
              })
            }
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        )}
      </AdminList>
      <ResourceEditorModal
        opened={editor.opened}
        resourceId={editor.editingId ?? undefined}
        onClose={editor.close}
      />
    </AdminListScreen>
  )
}
