import { NativeSelect } from '@mantine/core'
import { SearchInput } from '@/components/search-input'
import {
  MODERATOR_OPTIONS,
  type ModeratorValue,
  type StatusOption,
  type UserStatusValue,
} from '../lib/users-filters'

const ANY = 'any'

type Props = {
  filters: { userStatus?: string; is_forum_mod?: string; q?: string }
  options: readonly StatusOption[]
  onSearch: (search: string) => void
  onStatus: (status: UserStatusValue | null) => void
  onModerator: (moderator: ModeratorValue | null) => void
}

/** Spec 02 §4/§6: search by name or email, status and forum moderator. */
export function UsersFiltersBar({ filters, options, onSearch, onStatus, onModerator }: Props) {
  return (
    <>
      <SearchInput
        label="Search"
        placeholder="Name or email"
        value={filters.q ?? ''}
        onSearch={onSearch}
      />
      <NativeSelect
        label="Status"
        value={filters.userStatus ?? ANY}
        onChange={(event) => {
          const value = event.currentTarget.value
          onStatus(options.find((option) => option.value === value)?.value ?? null)
        }}
        data={[{ value: ANY, label: 'Any status' }, ...options]}
        w={{ base: '100%', xs: 180 }}
      />
      <NativeSelect
        label="Forum moderator"
        value={filters.is_forum_mod ?? ANY}
        onChange={(event) => {
          const value = event.currentTarget.value
          onModerator(MODERATOR_OPTIONS.find((option) => option.value === value)?.value ?? null)
        }}
        data={[{ value: ANY, label: 'Any' }, ...MODERATOR_OPTIONS]}
        w={{ base: '100%', xs: 180 }}
      />
    </>
  )
}
