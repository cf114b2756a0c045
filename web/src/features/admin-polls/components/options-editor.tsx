import { Button, Group, Input, List, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { MAX_POLL_OPTIONS, POLL_MESSAGES } from '@worker/polls/polls.schemas'
import { RowOrderButtons } from './row-order-buttons'

type Props = {
  /** "Options", or "Options of <poll>" for a survey's poll. */
  label: string
  /** The rows as the field array keys them, with their current values. */
  rows: readonly { key: string; value: string }[]
  register: (index: number) => UseFormRegisterReturn
  errorOf: (index: number) => string | undefined
  /** The list's own message ('Add at least two options'). */
  listError?: string
  /** Spec 02 §4: once the poll is live only a holder of manage-options may change them. */
  readOnly: boolean
  onAdd: () => void
  onRemove: (index: number) => void
  onMove: (from: number, to: number) => void
}

/**
 * A poll's options (spec 02 §3): each a text field with buttons to move it up or down or remove
 * it, and "Add option"; read-only, with the reason, when the options are locked.
 */
export function OptionsEditor(props: Props) {
  const { rows, label } = props
  if (props.readOnly)
    return (
      <Input.Wrapper label={label} description={POLL_MESSAGES.optionsLocked}>
        <List mt="xs" size="sm">
          {rows.map((row) => (
            <List.Item key={row.key} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </List.Item>
          ))}
        </List>
      </Input.Wrapper>
    )
  return (
    <Input.Wrapper label={label} error={props.listError}>
      <Stack gap="xs" mt="xs">
        {rows.map((row, index) => {
          const name = `option ${index + 1}`
          return (
            <Group key={row.key} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`${label}: ${name}`}
                placeholder={`Option ${index + 1}`}
                style={{ flex: 1, minWidth: 0 }}
                {...props.register(index)}
                error={props.errorOf(index)}
              />
              <RowOrderButtons
                name={name}
                index={index}
                count={rows.length}
                onMove={props.onMove}
                onRemove={props.onRemove}
                canRemove={rows.length > 1}
              />
            </Group>
          )
        })}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={props.onAdd}
            disabled={rows.length >= MAX_POLL_OPTIONS}
          >
            Add option
          </Button>
          {rows.length >= MAX_POLL_OPTIONS && (
            <Text size="xs" c="dimmed">
              At most {MAX_POLL_OPTIONS} options
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  )
}
