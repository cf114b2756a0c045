import { Group, SegmentedControl, Select, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useState } from 'react'
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
  const [search, setSearch] = useState(params.q)
  const [debounced] = useDebouncedValue(search, 300)
  const categories = useQuery(eventCategoriesOptions())

  // Only a change of the typed text searches; the address changing on its own does not retype it.
  const searchFor = useEffectEvent((q: string) => {
    if (q.trim() !== params.q) onSearch(q)
  })
  useEffect(() => searchFor(debounced), [debounced])

  const options = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))
  const selected = params.categories[0] ? String(params.categories[0]) : null

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
      <TextInput
        type="search"
        label="Search events"
        placeholder="Search by title"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
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
