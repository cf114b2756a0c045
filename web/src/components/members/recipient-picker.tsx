import {
  CheckIcon,
  Combobox,
  Group,
  Loader,
  Pill,
  PillsInput,
  Text,
  useCombobox,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { MessageUser } from '@worker/messages/messages.schemas'
import { api } from '@/lib/api-client'
import { messagesKeys } from '@/lib/message-keys'
import { MemberAvatar } from './member-avatar'

/** Spec 01 §2: the network is searched as the member types, 300 ms after they stop. */
export const SEARCH_DEBOUNCE_MS = 300

type Props = {
  value: MessageUser[]
  onChange: (users: MessageUser[]) => void
  error?: string
  /** Whether the modal is open: nothing is searched while it is closed. */
  active: boolean
}

const searchNetwork = async (q: string, signal: AbortSignal) => {
  const response = await api['message-users'].candidates.$get(
    { query: { q } },
    { init: { signal } },
  )
  return (await response.json()).data
}

/**
 * "To": the member's connections searched by name or email, several may be chosen; each choice
 * is a chip with their picture or initials. Backspace in the empty search removes the last chip.
 */
export function RecipientPicker({ value, onChange, error, active }: Props) {
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  })
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const found = useQuery({
    queryKey: messagesKeys.candidates(q),
    queryFn: ({ signal }) => searchNetwork(q, signal),
    enabled: active,
    staleTime: 30_000,
  })
  const chosen = new Set(value.map((u) => u.id))

  const toggle = (id: string) => {
    const user = found.data?.find((u) => String(u.id) === id)
    if (chosen.has(Number(id))) onChange(value.filter((u) => u.id !== Number(id)))
    else if (user) onChange([...value, user])
    setSearch('')
  }
  const remove = (id: number) => onChange(value.filter((u) => u.id !== id))

  return (
    <Combobox store={combobox} onOptionSubmit={toggle} withinPortal={false}>
      <Combobox.DropdownTarget>
        <PillsInput
          label="To"
          description="Search your network by name or email"
          error={error}
          onClick={() => combobox.openDropdown()}
          rightSection={found.isFetching ? <Loader size={16} aria-hidden /> : null}
        >
          <Pill.Group>
            {value.map((user) => (
              <Pill
                key={user.id}
                withRemoveButton
                onRemove={() => remove(user.id)}
                // Mantine hides the × from keyboards and screen readers; a chosen person can be
                // removed by both here (Backspace in the search removes the last one too).
                removeButtonProps={{
                  'aria-label': `Remove ${user.full_name}`,
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
              >
                <Group gap={4} wrap="nowrap" component="span">
                  <MemberAvatar user={user} size={16} />
                  {user.full_name}
                </Group>
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={search}
                placeholder={value.length === 0 ? 'Name or email' : undefined}
                aria-label="Search your network"
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  combobox.openDropdown()
                  combobox.updateSelectedOptionIndex()
                  setSearch(event.currentTarget.value)
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                    event.preventDefault()
                    remove(value.at(-1)!.id)
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        {/* At most 8 people (the server's page): the list never scrolls, typing narrows it. */}
        <Combobox.Options aria-label="People in your network">
          {found.isPending ? (
            <Combobox.Empty>Searching…</Combobox.Empty>
          ) : found.isError ? (
            <Combobox.Empty>Your network could not be searched.</Combobox.Empty>
          ) : found.data.length === 0 ? (
            <Combobox.Empty>
              {q ? `No one in your network matches “${q}”` : 'Your network is empty for now.'}
            </Combobox.Empty>
          ) : (
            found.data.map((user) => (
              <Combobox.Option
                key={user.id}
                value={String(user.id)}
                active={chosen.has(user.id)}
                aria-selected={chosen.has(user.id)}
              >
                <Group gap="sm" wrap="nowrap">
                  <MemberAvatar user={user} size={28} />
                  <Text size="sm" style={{ flex: 1 }}>
                    {user.full_name}
                  </Text>
                  {chosen.has(user.id) && <CheckIcon size={12} aria-hidden />}
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
