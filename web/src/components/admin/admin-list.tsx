import { Group, Pagination, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'

type Pagination = { total: number; total_pages: number }
type ListPage<Row> = { data: readonly Row[]; meta: { pagination: Pagination } }

type Props<Row> = {
  /** The list's query (useQuery over the list call). */
  list: {
    isPending: boolean
    isError: boolean
    data: ListPage<Row> | undefined
    refetch: () => unknown
  }
  /** What a row is, for "Loading groups…", "1 group", "2 groups". */
  noun: { one: string; many: string }
  /** The spec's empty message ("No users found"). */
  empty: string
  /** Defaults to "The <many> could not be loaded." */
  failed?: string
  page: number
  onPage: (page: number) => void
  /** The table, given the page's rows. */
  children: (rows: readonly Row[]) => ReactNode
}

/** An admin list's states (loading, failed, empty), its table, its total and its pager. */
export function AdminList<Row>({ list, noun, empty, failed, page, onPage, children }: Props<Row>) {
  const pagination = list.data?.meta.pagination
  return (
    <>
      {list.isPending ? (
        <ListLoading label={`Loading ${noun.many}…`} />
      ) : list.isError || !list.data ? (
        <ErrorState
          message={failed ?? `The ${noun.many} could not be loaded.`}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        children(list.data.data)
      )}
      {pagination && pagination.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {pagination.total === 1 ? `1 ${noun.one}` : `${pagination.total} ${noun.many}`}
          </Text>
          {pagination.total_pages > 1 && (
            <Pagination
              total={pagination.total_pages}
              value={page}
              onChange={onPage}
              size="sm"
              siblings={1}
            />
          )}
        </Group>
      )}
    </>
  )
}
