import { Button, Group, Select, SimpleGrid, Slider, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { userAttributesOptions } from '@/lib/user-attributes'
import { EMPTY_FILTERS, MAX_MILES, type MemberFilters } from '../lib/members-params'
import classes from './member-filter.module.css'
import { PlaceInput } from './place-input'

type Props = {
  value: MemberFilters
  onSearch: (filters: MemberFilters) => void
  onReset: () => void
}

/** The slider's last step stands for "any distance" (spec 01 §9: 1 to 49 miles, then any). */
const ANY_STEP = MAX_MILES + 1
/** How many filters past Name are set (the phone's "More filters" button counts them). */
const moreSet = (f: MemberFilters) =>
  [f.company.trim(), f.industry.trim(), f.near].filter(Boolean).length +
  Object.values(f.attrs).filter((values) => values.some((v) => v.trim())).length

const milesLabel = (step: number) =>
  step >= ANY_STEP ? 'Any distance' : `${step} mile${step === 1 ? '' : 's'}`

/**
 * The member filter (spec 01 §2): name, company, industry, the custom attributes, a place and a
 * distance. Nothing is searched until Search; Reset clears the fields and the address.
 */
export function MemberFilter({ value, onSearch, onReset }: Props) {
  // The screen remounts the filter when the address changes (back, forward, Reset).
  const [draft, setDraft] = useState(value)
  // On a phone the filters past Name start folded, unless the address sets one of them.
  const [more, setMore] = useState(() => moreSet(value) > 0)
  const setCount = moreSet(draft)
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
          <div id="member-filter-more" className={classes.more} data-open={more}>
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
          </div>
        </SimpleGrid>
        <Button
          hiddenFrom="sm"
          variant="subtle"
          justify="flex-start"
          px={0}
          aria-expanded={more}
          aria-controls="member-filter-more member-filter-place"
          onClick={() => setMore((m) => !m)}
        >
          {more ? 'Fewer filters' : `More filters${setCount > 0 ? ` (${setCount} set)` : ''}`}
        </Button>
        <SimpleGrid
          id="member-filter-place"
          className={classes.moreBlock}
          data-open={more}
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
        >
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
