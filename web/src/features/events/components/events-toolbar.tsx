import { Group, SegmentedControl, Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { SearchInput } from '@/components/search-input'
import { eventCategoriesOptions } from '../api/list-categories'
import type { EventsParams, EventsView } from '../lib/events-params'

type Props = {
  params: EventsParams
  onSearch: (q: string) => void
  onCategory: (id: number | null) => void
  onView: (view: EventsView) => void
}

const VIEWS: { value: EventsView; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'calendar', label: 'Calendar' },
]

/** Search (applied 300 ms after typing stops), a category filter and the list/calendar switch. */
export function EventsToolbar({ params, onSearch, onCategory, onView }: Props) {
  const categories = useQuery(eventCategoriesOptions())

  const options = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))
  const selected = params.categories[0] ? String(params.categories[0]) : null

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
      <SearchInput
        label="Search events"
        placeholder="Search by title"
        value={params.q}
        onSearch={onSearch}
        w="auto"
        style={{ flex: '1 1 14rem' }}
      />
      <Select
        label="Category"
        placeholder="All categories"
        data={options}
        value={options.some((o) => o.value === selected) ? selected : null}
        onChange={(value) => onCategory(value ? Number(value) : null)}
        clearable
        style={{ flex: '1 1 12rem' }}
      />
      <SegmentedControl
        aria-label="Show events as"
        data={VIEWS}
        value={params.view}
        onChange={(value) => onView(value === 'calendar' ? 'calendar' : 'list')}
      />
    </Group>
  )
}
