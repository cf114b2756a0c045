import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { placeSearchOptions } from '../api/search-places'

type Props = {
  label: string
  /** The chosen place's id and label ('' when none). */
  value: { id: string; name: string }
  onChange: (place: { id: string; name: string }) => void
  description?: string
  error?: string
  placeholder?: string
}

/**
 * A place from the offline gazetteer: type a town, city or postcode and pick a suggestion
 * (GET /api/places, 300 ms after the last key). Only a picked place counts, so its centre is known.
 */
export function PlaceInput({ label, value, onChange, description, error, placeholder }: Props) {
  const [search, setSearch] = useState(value.name)
  const [debounced] = useDebouncedValue(search, 300)
  const suggestions = useQuery(placeSearchOptions(debounced))
  const found = suggestions.data ?? []
  const data = [
    ...(value.id ? [{ value: value.id, label: value.name }] : []),
    ...found
      .filter((p) => p.id !== value.id)
      .map((p) => ({
        value: p.id,
        label: p.kind === 'district' ? p.name : `${p.name} (${p.detail})`,
      })),
  ]
  return (
    <Select
      label={label}
      description={description}
      error={error}
      placeholder={placeholder ?? 'Town, city or postcode'}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      // The server has already matched what was typed.
      filter={({ options }) => options}
      value={value.id || null}
      onChange={(id, option) => {
        const picked = found.find((p) => p.id === id)
        onChange(id ? { id, name: picked?.name ?? option?.label ?? '' } : { id: '', name: '' })
      }}
      nothingFoundMessage={
        debounced.trim().length >= 2 && !suggestions.isFetching ? 'No places found' : undefined
      }
    />
  )
}
