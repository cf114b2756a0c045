import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload, IconMessageQuestion } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { listPagesQuery, PAGE_MESSAGES, PAGE_STATUSES } from '@worker/pages/pages.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { StatusFilter } from '@/components/admin/status-filter'
import { SearchInput } from '@/components/search-input'
import { canAny, subjectOf } from '@/lib/access'
import { useMe } from '@/lib/session'
import { useDeletePage } from '../api/delete-page'
import { ADMIN_PAGE_FILTERS, listAdminPagesQuery } from '../api/list-admin-pages'
import { FaqQuestionsModal } from './faq-questions-modal'
import { PageEditorModal } from './page-editor'
import { PageListTable } from './page-list-table'

/** Who may download the newsletter subscribers (GET /api/users/newsletter/export). */
const EXPORT_PERMISSIONS = ['users.export', 'sites.set.settings']

/**
 * Spec 02 §2 pages screen: the system pages, then the rest by title, filtered by title and
 * status, 15 a page; the page editor (with the FAQ tab on the faq page), the questions received
 * through the FAQ form (?view=questions) and the newsletter subscribers' CSV.
 */
export function AdminPagesScreen() {
  const list = useListQueryParams(listPagesQuery, ADMIN_PAGE_FILTERS)
  const editor = useEditorParams()
  const pages = useQuery(listAdminPagesQuery(list.query))
  const remove = useDeletePage()
  const me = useMe()
  const [params, setParams] = useSearchParams()
  const showQuestions = params.get('view') === 'questions'
  const setQuestions = (open: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (open) next.set('view', 'questions')
        else next.delete('view')
        return next
      },
      { replace: !open },
    )
  const mayExport = canAny(subjectOf(me.data), EXPORT_PERMISSIONS)
  return (
    <AdminListScreen
      title="Pages"
      create={{ label: 'New page', onClick: editor.openCreate }}
      filters={
        <>
          <SearchInput
            label="Search"
            placeholder="Title"
            value={list.filters.q ?? ''}
            onSearch={(q) => list.setFilter('q', q)}
          />
          <StatusFilter
            statuses={PAGE_STATUSES}
            value={list.filters.status}
            onChange={(status) => list.setFilter('status', status)}
          />
          <Button
            variant="default"
            leftSection={<IconMessageQuestion size={16} aria-hidden />}
            onClick={() => setQuestions(true)}
          >
            FAQ questions
          </Button>
          {mayExport && (
            <Button
              component="a"
              href="/api/users/newsletter/export"
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Newsletter subscribers (CSV)
            </Button>
          )}
        </>
      }
    >
      <AdminList
        list={pages}
        noun={{ one: 'page', many: 'pages' }}
        empty="No pages found"
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <PageListTable
            rows={rows}
            onEdit={editor.openEdit}
            onDelete={(row) =>
              remove.mutate(row.id, {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: PAGE_MESSAGES.deleted }),
              })
            }
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        )}
      </AdminList>
      <PageEditorModal
        opened={editor.opened}
        onClose={editor.close}
        pageId={editor.editingId ?? undefined}
      />
      <FaqQuestionsModal opened={showQuestions} onClose={() => setQuestions(false)} />
    </AdminListScreen>
  )
}
