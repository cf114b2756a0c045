import { Button, Group, Stack, Text } from '@mantine/core'
import { useId } from 'react'

type Props = {
  placeholders: readonly string[]
  /** Inserts the placeholder at the cursor of the field last written in. */
  onInsert: (placeholder: string) => void
}

/**
 * The template's placeholders (spec 02 §5: the set is per template) as buttons. A click keeps the
 * focus in the field being written (mouse down does not take it), so the cursor stays put.
 */
export function PlaceholderChips({ placeholders, onInsert }: Props) {
  const labelId = useId()
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        Placeholders
      </Text>
      <Text size="xs" c="dimmed">
        Click one to insert it where the cursor is in the subject or the text.
      </Text>
      <Group gap={6} role="group" aria-labelledby={labelId}>
        {placeholders.map((placeholder) => (
          <Button
            key={placeholder}
            size="compact-sm"
            variant="light"
            radius="xl"
            ff="monospace"
            aria-label={`Insert ${placeholder}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(placeholder)}
          >
            {placeholder}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}
