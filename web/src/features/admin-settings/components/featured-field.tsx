import { Button, Group, Input, Text } from '@mantine/core'
import { useState } from 'react'
import { PickerModal, type PickerConfig } from '@/components/admin/picker-modal'

type Props<Row extends { id: number }> = {
  label: string
  value: number | null
  /** The chosen item's name once picked here; before that the field shows its number. */
  onChange: (id: number | null) => void
  config: PickerConfig<Row>
}

/** A featured item setting: what is chosen, "Choose…" (its picker) and "Clear". */
export function FeaturedField<Row extends { id: number }>({
  label,
  value,
  onChange,
  config,
}: Props<Row>) {
  const [opened, setOpened] = useState(false)
  const [name, setName] = useState<string | null>(null)
  const shown = value === null ? 'None chosen' : (name ?? `Item ${value}`)
  return (
    <Input.Wrapper label={label}>
      <Group gap="sm" wrap="wrap" mt={4}>
        <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 12rem' }}>
          {shown}
        </Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => setOpened(true)}
          aria-label={`Choose ${label.toLowerCase()}`}
        >
          Choose…
        </Button>
        {value !== null && (
          <Button
            variant="subtle"
            size="xs"
            color="red"
            onClick={() => {
              setName(null)
              onChange(null)
            }}
            aria-label={`Clear ${label.toLowerCase()}`}
          >
            Clear
          </Button>
        )}
      </Group>
      <PickerModal
        config={config}
        opened={opened}
        onClose={() => setOpened(false)}
        onSelect={(row) => {
          setName(config.labelOf(row))
          onChange(row.id)
          setOpened(false)
        }}
      />
    </Input.Wrapper>
  )
}
