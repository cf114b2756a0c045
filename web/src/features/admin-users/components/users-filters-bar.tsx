import { Group, NativeSelect, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import type { StatusOption, UserStatusValue, UsersFilters } from '../lib/users-filters'

/** Spec 02 §9: the user search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300

const ANY = 'any'

type Props = {
  filters: UsersFilters
  options: readonly StatusOption[]
  onSearch: (search: string) => void
  onStatus: (status: UserStatusValue | null) => void
}

export function UsersFiltersBar({ filters, options, onSearch, onStatus }: Props) {
  const [search, setSearch] = useState(filters.search)
  const searchLater = useDebouncedCallback((value: string) => {
    if (value.trim() !== filters.search) onSearch(value.trim())
  }, SEARCH_DEBOUNCE_MS)

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name or email"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          searchLater(event.currentTarget.value)
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={{ base: '100%', xs: 280 }}
      />
      <NativeSelect
        label="Status"
        value={filters.status ?? ANY}
        onChange={(event) => {
          const value = event.currentTarget.value
          onStatus(options.find((option) => option.value === value)?.value ?? null)
        }}
        data={[{ value: ANY, label: 'Any status' }, ...options]}
        w={{ base: '100%', xs: 180 }}
      />
    </Group>
  )
}
