import { Badge, Button, Code, Stack, Text } from '@mantine/core'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { listTemplatesQuery } from '@worker/templates/templates.schemas'
import { AdminEditorModal } from '@/components/admin/admin-editor-modal'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { SearchInput } from '@/components/search-input'
import type { TemplatesQuery } from '../api/email-templates'

const FILTERS = ['q'] as const

type Row = { key: string; label: string; subject: string; active: boolean }
type ListPage<T> = {
  data: T[]
  meta: {
    pagination: {
      total: number
      count: number
      per_page: number
      current_page: number
      total_pages: number
    }
  }
}

type Props<T extends Row, K extends QueryKey> = {
  title: string
  noun: { one: string; many: string }
  list: (query: TemplatesQuery) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>
  editorTitle: string
  /** The editor of the template `templateKey`, which loads it (it may not be on this page). */
  Editor: ComponentType<{ templateKey: string; onClose: () => void }>
}

/** The list's columns; Edit opens the editor by key. */
const templateColumns = <T extends Row>(onEdit: (key: string) => void): AdminColumn<T>[] => [
  {
    header: 'Template',
    miw: 220,
    cell: (row) => (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {row.label}
        </Text>
        <Code fz="xs" style={{ alignSelf: 'flex-start' }}>
          {row.key}
        </Code>
      </Stack>
    ),
  },
  {
    header: 'Subject',
    miw: 200,
    cell: (row) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.subject}
      </Text>
    ),
  },
  {
    header: 'Status',
    cell: (row) =>
      row.active ? (
        <Badge variant="light" color="green">
          Active
        </Badge>
      ) : (
        <Badge variant="light" color="gray">
          Inactive
        </Badge>
      ),
  },
  {
    header: 'Actions',
    align: 'right',
    cell: (row) => (
      <Button
        size="compact-sm"
        variant="default"
        aria-label={`Edit ${row.label}`}
        onClick={() => onEdit(row.key)}
      >
        Edit
      </Button>
    ),
  },
]

/**
 * Spec 02 §2 Email templates and Push notifications screens: the templates by what they are for,
 * their subject and whether they are sent, and the editor opened by key (`?key=forum.mention`).
 */
export function TemplatesScreen<T extends Row, K extends QueryKey>({
  title,
  noun,
  list,
  editorTitle,
  Editor,
}: Props<T, K>) {
  const params = useListQueryParams(listTemplatesQuery, FILTERS)
  const modal = useEditorParams(['key'])
  const templates = useQuery(list(params.query))
  const openKey = modal.keyOf('key')

  const columns = templateColumns<T>((key) => modal.open('key', key))

  return (
    <AdminListScreen
      title={title}
      filters={
        <SearchInput
          label="Search"
          placeholder="Key or subject"
          value={params.filters.q ?? ''}
          onSearch={(q) => params.setFilter('q', q)}
        />
      }
    >
      <AdminList
        list={templates}
        noun={noun}
        empty="No templates found"
        page={params.page}
        onPage={params.setPage}
      >
        {(rows) => <AdminTable label={title} rows={rows} columns={columns} minWidth={640} />}
      </AdminList>
      <AdminEditorModal
        opened={openKey !== null}
        onClose={modal.close}
        title={editorTitle}
        closeLabel={`Close the ${editorTitle.toLowerCase()}`}
      >
        {openKey !== null && <Editor templateKey={openKey} onClose={modal.close} />}
      </AdminEditorModal>
    </AdminListScreen>
  )
}
