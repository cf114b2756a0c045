import { TextInput, type TextInputProps } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'

/** Spec 02 §9: searches wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** The search in force (e.g. from the address); the box follows it when it changes elsewhere. */
  value: string
  /** Called with the trimmed text once typing pauses, only when it differs from `value`. */
  onSearch: (value: string) => void
}

/** A search box for lists: typed freely, searched 300 ms after the last keystroke. */
export function SearchInput({ value, onSearch, ...props }: Props) {
  const [text, setText] = useState(value)
  const [committed, setCommitted] = useState(value)
  // Back/forward or a link changed the search: show it (React's "adjust state while rendering").
  if (value !== committed) {
    setCommitted(value)
    setText(value)
  }
  const searchLater = useDebouncedCallback((typed: string) => {
    if (typed.trim() !== value) onSearch(typed.trim())
  }, SEARCH_DEBOUNCE_MS)
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      w={{ base: '100%', xs: 280 }}
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        searchLater(event.currentTarget.value)
      }}
    />
  )
}
