import { Select } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import {
  ADVERT_MESSAGES,
  ADVERT_POSITION_LABELS,
  ADVERT_POSITIONS,
  listAdvertsQuery,
} from '@worker/adverts/adverts.schemas'
import { POST_STATUSES } from '@worker/posts/posts.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { StatusFilter } from '@/components/admin/status-filter'
import { SearchInput } from '@/components/search-input'
import { useDeleteAdvert } from '../api/delete-advert'
import { ADVERT_FILTERS, listAdvertsQueryOptions } from '../api/list-adverts'
import { AdvertEditorModal } from './advert-editor-modal'
import { AdvertListTable } from './advert-list-table'

const POSITION_OPTIONS = ADVERT_POSITIONS.map((value) => ({
  value,
  label: ADVERT_POSITION_LABELS[value],
}))

/**
 * Spec 02 §2 adverts screen: every advert newest first, filtered by name, status and position (in
 * the address), 15 a page, with its clicks and impressions; per row Edit and Delete.
 */
export function AdminAdvertsScreen() {
  const list = useListQueryParams(listAdvertsQuery, ADVERT_FILTERS)
  const editor = useEditorParams()
  const adverts = useQuery(listAdvertsQueryOptions(list.query))
  const remove = useDeleteAdvert()
  return (
    <AdminListScreen
      title="Adverts"
      create={{ label: 'New advert', onClick: editor.openCreate }}
      filters={
        <>
          <SearchInput
            label="Search"
            placeholder="Name"
            value={list.filters.q ?? ''}
            onSearch={(q) => list.setFilter('q', q)}
          />
          <StatusFilter
            statuses={POST_STATUSES}
            value={list.filters.status}
            onChange={(status) => list.setFilter('status', status)}
          />
          <Select
            label="Position"
            placeholder="All positions"
            data={POSITION_OPTIONS}
            value={list.filters.position ?? null}
            onChange={(value) =>
              list.setFilter('position', ADVERT_POSITIONS.find((p) => p === value) ?? null)
            }
            clearable
            w={{ base: '100%', xs: 200 }}
          />
        </>
      }
    >
      <AdminList
        list={adverts}
        noun={{ one: 'advert', many: 'adverts' }}
        empty={ADVERT_MESSAGES.noAdverts}
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <AdvertListTable
            rows={rows}
            onEdit={editor.openEdit}
            onDelete={(row) =>
              remove.mutate(row.id, {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: ADVERT_MESSAGES.deleted }),
              })
            }
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        )}
      </AdminList>
      <AdvertEditorModal
        opened={editor.opened}
        onClose={editor.close}
        advertId={editor.editingId ?? undefined}
      />
    </AdminListScreen>
  )
}
