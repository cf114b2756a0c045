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
import { useDeleteNews } from '../api/delete-news'
import { ADMIN_NEWS_FILTERS, listAdminNewsQuery } from '../api/list-admin-news'
import { NewsEditorModal } from './news-editor-modal'

/** Spec 02 §2 news screen: every post, newest first, filtered by title and status. */
export function AdminNewsScreen() {
  const list = useListQueryParams(listPostsQuery, ADMIN_NEWS_FILTERS)
  const editor = useEditorParams()
  const news = useQuery(listAdminNewsQuery(list.query))
  const remove = useDeleteNews()
  return (
    <AdminListScreen
      title="News"
      create={{ label: 'New news post', onClick: editor.openCreate }}
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
        list={news}
        noun={{ one: 'news post', many: 'news posts' }}
        empty={POST_MESSAGES.noPosts}
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <PostListTable
            label="News posts"
            rows={rows}
            noun="news post"
            onEdit={editor.openEdit}
            onDelete={(row) =>
              remove.mutate(row.id, {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: 'News post deleted' }),
              })
            }
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        )}
      </AdminList>
      <NewsEditorModal
        opened={editor.opened}
        newsId={editor.editingId ?? undefined}
        onClose={editor.close}
      />
    </AdminListScreen>
  )
}
