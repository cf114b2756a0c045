import { Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import type { EventForm } from '../lib/event-form'

type Props = { form: EventForm }

const ADDRESS_FIELDS = [
  ['line_1', 'Address line 1'],
  ['line_2', 'Address line 2'],
  ['town_city', 'Town or city'],
  ['county', 'County'],
  ['postcode', 'Postcode'],
  ['country', 'Country'],
] as const

type Coordinate = number | ''

/** The address and, optionally, the map position (both coordinates or neither). */
export function EventWhereTab({ form }: Props) {
  const { register, formState } = form
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ADDRESS_FIELDS.map(([key, label]) => (
          <TextInput
            key={key}
            label={label}
            {...register(`address.${key}`)}
            error={formState.errors.address?.[key]?.message}
          />
        ))}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="latlng"
        render={({ field, fieldState }) => (
          <LatLngInputs
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  )
}

type LatLng = { lat: number; lng: number }

function LatLngInputs({
  value,
  onChange,
  error,
}: {
  value: LatLng | null
  onChange: (v: LatLng | null) => void
  error?: string
}) {
  // A half-entered pair lives here until both numbers are in; the form holds a pair or null.
  const [draft, setDraft] = useState<{ lat: Coordinate; lng: Coordinate }>({
    lat: value?.lat ?? '',
    lng: value?.lng ?? '',
  })
  const change = (next: { lat: Coordinate; lng: Coordinate }) => {
    setDraft(next)
    onChange(
      typeof next.lat === 'number' && typeof next.lng === 'number'
        ? { lat: next.lat, lng: next.lng }
        : null,
    )
  }
  const toCoordinate = (v: number | string): Coordinate => (typeof v === 'number' ? v : '')
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <NumberInput
        label="Latitude"
        description="Optional; enter both or neither"
        value={draft.lat}
        onChange={(v) => change({ ...draft, lat: toCoordinate(v) })}
        min={-90}
        max={90}
        decimalScale={7}
        error={error}
        w={{ base: '100%', xs: 200 }}
      />
      <NumberInput
        label="Longitude"
        description="Optional; enter both or neither"
        value={draft.lng}
        onChange={(v) => change({ ...draft, lng: toCoordinate(v) })}
        min={-180}
        max={180}
        decimalScale={7}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  )
}
