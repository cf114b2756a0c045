import { Button, Group, Text, type ButtonProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { openConfirmModal } from '@/lib/modals'

type RowActionProps = ButtonProps & {
  /** The button's text; its accessible name adds the row's name: "Edit Walking club". */
  label: string
  name: string
  /** A different accessible name, e.g. "Members of", shown as `label`. */
  spoken?: string
  onClick: () => void
}

/** One button in a row's actions, named for the row so a screen reader can tell them apart. */
export function RowAction({ label, name, spoken, onClick, ...props }: RowActionProps) {
  return (
    <Button
      size="xs"
      variant="default"
      {...props}
      onClick={onClick}
      aria-label={`${spoken ?? label} ${name}`}
    >
      {label}
    </Button>
  )
}

/** A row's action buttons, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {children}
    </Group>
  )
}

/** Spec 01 §5 confirm dialog before a delete: Delete (red) or Cancel. */
export const confirmDelete = ({
  title,
  sentence,
  onConfirm,
}: {
  title: string
  sentence: ReactNode
  onConfirm: () => void
}) =>
  openConfirmModal({
    title,
    children: <Text size="sm">{sentence}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  })
