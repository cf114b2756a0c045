import { ActionIcon } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react'

type Props = {
  /** "option 2", "question 1": in each button's accessible name. */
  name: string
  index: number
  count: number
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  /** The remove button stays off while this row may not go (a poll keeps one option). */
  canRemove?: boolean
}

/** Move up, move down and remove, beside one row of an ordered list (options, questions). */
export function RowOrderButtons({ name, index, count, onMove, onRemove, canRemove = true }: Props) {
  return (
    <>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        color="red"
        size="lg"
        aria-label={`Remove ${name}`}
        disabled={!canRemove}
        onClick={() => onRemove(index)}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </>
  )
}
