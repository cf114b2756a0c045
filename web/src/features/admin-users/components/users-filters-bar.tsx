import { Group, NativeSelect } from '@mantine/core'
import { SearchInput } from '@/components/search-input'
import {
  MODERATOR_OPTIONS,
  type ModeratorValue,
  type StatusOption,
  type UserStatusValue,
  type UsersFilters,
} from '../lib/users-filters'

const ANY = 'any'

type Props = {
  filters: UsersFilters
  options: readonly StatusOption[]
  onSearch: (search: string) => void
  onStatus: (status: UserStatusValue | null) => void
  onModerator: (moderator: ModeratorValue | null) => void
}

export function UsersFiltersBar({ filters, options, onSearch, onStatus, onModerator }: Props) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        label="Search"
        placeholder="Name or email"
        value={filters.search}
        onSearch={onSearch}
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
      <NativeSelect
        label="Forum moderator"
        value={filters.moderator ?? ANY}
        onChange={(event) => {
          const value = event.currentTarget.value
          onModerator(MODERATOR_OPTIONS.find((option) => option.value === value)?.value ?? null)
        }}
        data={[{ value: ANY, label: 'Any' }, ...MODERATOR_OPTIONS]}
        w={{ base: '100%', xs: 180 }}
      />
    </Group>
  )
}
