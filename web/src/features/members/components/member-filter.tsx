import { Button, Group, Select, SimpleGrid, Slider, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { userAttributesOptions } from '@/lib/user-attributes'
import { EMPTY_FILTERS, MAX_MILES, type MemberFilters } from '../lib/members-params'
import { PlaceInput } from './place-input'

type Props = {
  value: MemberFilters
  onSearch: (filters: MemberFilters) => void
  onReset: () => void
}

/** The slider's last step stands for "any distance" (spec 01 §9: 1 to 49 miles, then any). */
const ANY_STEP = MAX_MILES + 1
const milesLabel = (step: number) =>
  step >= ANY_STEP ? 'Any distance' : `${step} mile${step === 1 ? '' : 's'}`

/**
 * The member filter (spec 01 §2): name, company, industry, the custom attributes, a place and a
 * distance. Nothing is searched until Search; Reset clears the fields and the address.
 */
export function MemberFilter({ value, onSearch, onReset }: Props) {
  // The screen remounts the filter when the address changes (back, forward, Reset).
  const [draft, setDraft] = useState(value)
  const attributes = useQuery(userAttributesOptions())
  const custom = (attributes.data ?? []).filter((a) => a.custom && a.visible)
  const set = (change: Partial<MemberFilters>) => setDraft((d) => ({ ...d, ...change }))
  const setAttr = (key: string, values: string[]) =>
    set({ attrs: { ...draft.attrs, [key]: values } })
  const step = draft.distance ?? ANY_STEP
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch(draft)
  }
  return (
    <form onSubmit={submit} aria-label="Filter members">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Name"
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            maxLength={100}
          />
          <TextInput
            label="Company"
            value={draft.company}
            onChange={(e) => set({ company: e.currentTarget.value })}
            maxLength={100}
          />
          <TextInput
            label="Industry"
            value={draft.industry}
            onChange={(e) => set({ industry: e.currentTarget.value })}
            maxLength={100}
          />
          {custom.map((a) =>
            a.type === 'text' ? (
              <TextInput
                key={a.key}
                label={a.label}
                value={draft.attrs[a.key]?.[0] ?? ''}
                onChange={(e) => setAttr(a.key, [e.currentTarget.value])}
                maxLength={100}
              />
            ) : (
              <Select
                key={a.key}
                label={a.label}
                data={a.options.length > 0 ? a.options : ['1', '0']}
                value={draft.attrs[a.key]?.[0] ?? null}
                onChange={(v) => setAttr(a.key, v ? [v] : [])}
                clearable
                placeholder="Any"
              />
            ),
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PlaceInput
            label="Near"
            value={{ id: draft.near, name: draft.nearName }}
            onChange={(p) => set({ near: p.id, nearName: p.name })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="member-filter-distance">
              Distance: {milesLabel(step)}
            </Text>
            <Slider
              aria-labelledby="member-filter-distance"
              min={1}
              max={ANY_STEP}
              step={1}
              value={step}
              onChange={(v) => set({ distance: v >= ANY_STEP ? null : v })}
              label={milesLabel}
              disabled={!draft.near}
              marks={[
                { value: 1, label: '1' },
                { value: 25, label: '25' },
                { value: ANY_STEP, label: 'Any' },
              ]}
              mb="md"
            />
          </Stack>
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit">Search</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(EMPTY_FILTERS)
              onReset()
            }}
          >
            Reset
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
