import { notifications } from '@mantine/notifications'
import {
  useQuery,
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
} from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { listPostsQuery, POST_STATUSES } from '@worker/posts/posts.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams, type ListQuery } from '@/components/admin/list-query-params'
import { SearchInput } from '@/components/search-input'
import { StatusFilter } from '@/components/admin/status-filter'
import { PostListTable, type PostRow } from './post-list-table'

export const POST_ADMIN_FILTERS = ['q', 'status'] as const
export type PostAdminQuery = ListQuery<typeof listPostsQuery, (typeof POST_ADMIN_FILTERS)[number]>

type Page = {
  data: readonly PostRow[]
  meta: { pagination: { total: number; total_pages: number } }
}

type Props<TData extends Page, TKey extends QueryKey> = {
  /** "News", "Resources". */
  title: string
  createLabel: string
  /** The row's words: the list's total, the delete dialog. */
  noun: { one: string; many: string }
  empty: string
  deleted: string
  /** The list call for a page of the filters (each type's own query options). */
  listQuery: (query: PostAdminQuery) => UseQueryOptions<TData, Error, TData, TKey>
  remove: UseMutationResult<number, Error, number>
  /** The type's editor, opened on a new post (id undefined) or on one. */
  renderEditor: (props: {
    opened: boolean
    id: number | undefined
    onClose: () => void
  }) => ReactNode
}

/**
 * Spec 02 §2 news and resources screens, which differ only in their words, calls and editor:
 * every post newest first, filtered by title and status (in the address), 15 a page, Edit and
 * Delete per row.
 */
export function PostsAdminScreen<TData extends Page, TKey extends QueryKey>(
  props: Props<TData, TKey>,
) {
  const list = useListQueryParams(listPostsQuery, POST_ADMIN_FILTERS)
  const editor = useEditorParams()
  const posts = useQuery(props.listQuery(list.query))
  const { remove } = props
  return (
    <AdminListScreen
      title={props.title}
      create={{ label: props.createLabel, onClick: editor.openCreate }}
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
        list={posts}
        noun={props.noun}
        empty={props.empty}
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <PostListTable
            label={props.title}
            rows={rows}
            noun={props.noun.one}
            onEdit={editor.openEdit}
            onDelete={(row) =>
              remove.mutate(row.id, {
                onSuccess: () => notifications.show({ color: 'green', message: props.deleted }),
              })
            }
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        )}
      </AdminList>
      {props.renderEditor({
        opened: editor.opened,
        id: editor.editingId ?? undefined,
        onClose: editor.close,
      })}
    </AdminListScreen>
  )
}
