import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { POST_STATUSES } from '@worker/posts/posts.schemas'
import { listPromotionsQuery, PROMOTION_MESSAGES } from '@worker/posts/promotions.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { StatusFilter } from '@/components/admin/status-filter'
import { SearchInput } from '@/components/search-input'
import { useDeletePromotion } from '../api/delete-promotion'
import { ADMIN_PROMOTION_FILTERS, listAdminPromotionsQuery } from '../api/list-admin-promotions'
import { ClaimsModal } from './claims-modal'
import { PromotionEditorModal } from './promotion-editor-modal'
import { PromotionListTable } from './promotion-list-table'

const EXTRA = ['claims'] as const

/**
 * Spec 02 §2 promotions screen: every promotion newest first, filtered by title and status (in the
 * address), 15 a page; per row Edit, Claims and Delete.
 */
export function AdminPromotionsScreen() {
  const list = useListQueryParams(listPromotionsQuery, ADMIN_PROMOTION_FILTERS)
  const editor = useEditorParams(EXTRA)
  const promotions = useQuery(listAdminPromotionsQuery(list.query))
  const remove = useDeletePromotion()
  const claimsId = editor.idOf('claims')
  const claimsOf = promotions.data?.data.find((row) => row.id === claimsId)
  return (
    <AdminListScreen
      title="Promotions"
      create={{ label: 'New promotion', onClick: editor.openCreate }}
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
        list={promotions}
        noun={{ one: 'promotion', many: 'promotions' }}
        empty={PROMOTION_MESSAGES.noPromotions}
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <PromotionListTable
            rows={rows}
            onEdit={editor.openEdit}
            onClaims={(id) => editor.open('claims', id)}
            onDelete={(row) =>
              remove.mutate(row.id, {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: 'Promotion deleted' }),
              })
            }
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        )}
      </AdminList>
      <PromotionEditorModal
        opened={editor.opened}
        onClose={editor.close}
        promotionId={editor.editingId ?? undefined}
      />
      <ClaimsModal promotionId={claimsId} title={claimsOf?.title} onClose={editor.close} />
    </AdminListScreen>
  )
}
