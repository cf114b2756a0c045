import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import type { Poll } from '../api/list-polls'

type Option = Poll['poll_options'][number]

/** What the row's button does: nothing shown, Vote (maybe disabled) or Remove the own vote. */
export type OptionAction =
  | { kind: 'none' }
  | { kind: 'vote'; disabled: boolean; loading: boolean; onClick: () => void }
  | { kind: 'remove'; disabled: boolean; loading: boolean; onClick: () => void }

type Props = {
  option: Option
  /** The reader chose it (pending or approved). */
  chosen: boolean
  showResults: boolean
  action: OptionAction
  /** The reader just used this row's button: focus its successor once it is enabled. */
  focus: boolean
}

/** "40%", one decimal at most. */
const percentText = (value: number) => `${Math.round(value * 10) / 10}%`

/**
 * One option of a poll card (spec 01 §2, §4): its text, the reader's choice marked, Vote or
 * Remove, and its share of the approved votes as a bar once the results show.
 */
export function PollOptionRow({ option, chosen, showResults, action, focus }: Props) {
  const percentage = option.percentage ?? 0
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Which button is there and usable: a change (Vote → Remove, disabled → enabled) refocuses it.
  const usable = action.kind !== 'none' && !action.disabled ? action.kind : null
  useEffect(() => {
    if (focus && usable) buttonRef.current?.focus()
  }, [focus, usable])
  return (
    <Stack component="li" gap={4} data-chosen={chosen || undefined}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
          <Text fw={chosen ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
            {option.value}
          </Text>
          {chosen && (
            <Badge variant="light" color="blue" size="sm">
              Your vote
            </Badge>
          )}
        </Group>
        {action.kind === 'vote' && (
          <Button
            ref={buttonRef}
            size="xs"
            variant="light"
            disabled={action.disabled}
            loading={action.loading}
            onClick={action.onClick}
            aria-label={`Vote for ${option.value}`}
            style={{ flexShrink: 0 }}
          >
            Vote
          </Button>
        )}
        {action.kind === 'remove' && (
          <Button
            ref={buttonRef}
            size="xs"
            variant="default"
            disabled={action.disabled}
            loading={action.loading}
            onClick={action.onClick}
            aria-label={`Remove vote for ${option.value}`}
            style={{ flexShrink: 0 }}
          >
            Remove
          </Button>
        )}
      </Group>
      {showResults && option.percentage !== null && (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={percentage}
            aria-label={`${option.value}: ${percentText(percentage)}`}
            size="lg"
            style={{ flex: 1 }}
          />
          <Text size="sm" w={52} ta="right" aria-hidden>
            {percentText(percentage)}
          </Text>
        </Group>
      )}
    </Stack>
  )
}
