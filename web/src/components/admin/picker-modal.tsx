import { Button, Modal, Stack } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { SearchInput } from '@/components/search-input'
import { AdminList } from './admin-list'
import { AdminTable, type AdminColumn } from './admin-table'

/** Spec 02 §9: admin lookups page by 15 (M02-ADMIN-11). */
export const PICKER_PAGE_SIZE = 15

type ListPage<Row> = {
  data: readonly Row[]
  meta: { pagination: { total: number; total_pages: number } }
}

/**
 * One kind of picker (spec 02 §2: featured member, news post, resource, event; promotion, poll
 * and package later): what it lists, how it is filtered and what it says when nothing matches.
 * A new picker is one of these, not a new modal.
 */
export type PickerConfig<Row extends { id: number }> = {
  /** The modal's title ("Choose a news post"). */
  title: string
  /** The filter box's label ("Title", "Name"). */
  filterLabel: string
  /** The spec's empty text ("No posts found"). */
  empty: string
  noun: { one: string; many: string }
  /** A query key prefix for the lookups (the filter and page are added). */
  queryKey: readonly unknown[]
  /** One page of PICKER_PAGE_SIZE rows for the filter (page_size=15 on the request). */
  load: (filter: string, page: number, signal: AbortSignal) => Promise<ListPage<Row>>
  columns: AdminColumn<Row>[]
  /** The row's name, for its Select button and the field showing the choice. */
  labelOf: (row: Row) => string
  minWidth?: number
}

type Props<Row extends { id: number }> = {
  config: PickerConfig<Row>
  opened: boolean
  onClose: () => void
  onSelect: (row: Row) => void
}

/** A modal that finds one item: a filter box (300 ms), pages of 15 and a Select button per row. */
export function PickerModal<Row extends { id: number }>({
  config,
  opened,
  onClose,
  onSelect,
}: Props<Row>) {
  return (
    <Modal opened={opened} onClose={onClose} title={config.title} size="xl">
      {opened && <PickerBody config={config} onSelect={onSelect} />}
    </Modal>
  )
}

/** The last column: a Select button named after its row. */
const selectColumn = <Row extends { id: number }>(
  config: PickerConfig<Row>,
  onSelect: (row: Row) => void,
): AdminColumn<Row> => ({
  header: 'Select',
  align: 'right',
  cell: (row) => (
    <Button size="xs" onClick={() => onSelect(row)} aria-label={`Select ${config.labelOf(row)}`}>
      Select
    </Button>
  ),
})

function PickerBody<Row extends { id: number }>({
  config,
  onSelect,
}: Pick<Props<Row>, 'config' | 'onSelect'>) {
  const [filter, setFilter] = useState('')
  const [page, setPage] = useState(1)
  const list = useQuery({
    queryKey: [...config.queryKey, 'picker', filter, page],
    queryFn: ({ signal }) => config.load(filter, page, signal),
    placeholderData: keepPreviousData,
  })
  const select = selectColumn(config, onSelect)
  return (
    <Stack gap="md">
      <SearchInput
        label={config.filterLabel}
        value={filter}
        data-autofocus
        onSearch={(value) => {
          setFilter(value)
          setPage(1)
        }}
      />
      <AdminList list={list} noun={config.noun} empty={config.empty} page={page} onPage={setPage}>
        {(rows) => (
          <AdminTable
            label={config.noun.many}
            rows={rows}
            columns={[...config.columns, select]}
            minWidth={config.minWidth ?? 480}
          />
        )}
      </AdminList>
    </Stack>
  )
}
