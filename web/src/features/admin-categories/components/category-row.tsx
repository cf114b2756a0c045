import { ActionIcon, Box, Group, Text } from '@mantine/core'
import { useDraggable, useDroppable } from '@dnd-kit/core'
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { RowMenu } from '@/components/admin/row-menu'
import type { TreeCategory } from '../api/list-category-types'
import type { Move, Row, Zone } from '../lib/tree'

export type RowActions = {
  rename: () => void
  addChild: (() => void) | null
  step: (move: Move | null) => (() => void) | null
  remove: () => void
}

type Props = {
  row: Row<TreeCategory>
  /** Where a dragged category would land relative to this row, while one hovers over it. */
  zone: Zone | null
  /** The name field replacing the name while it is edited. */
  editor: ReactNode
  moves: { up: Move | null; down: Move | null; indent: Move | null; outdent: Move | null }
  actions: RowActions
  busy: boolean
}

const INDENT_REM = 1.25

/** One category in the tree: its handle, its name at its level, and its menu. */
export function CategoryRow({ row, zone, editor, moves, actions, busy }: Props) {
  const {
    setNodeRef: dragRef,
    listeners,
    attributes,
    isDragging,
  } = useDraggable({
    id: row.id,
    data: { name: row.name },
  })
  const { setNodeRef: dropRef } = useDroppable({ id: row.id })
  const stepAction = (label: string, icon: typeof IconArrowUp, move: Move | null) => {
    const run = actions.step(move)
    return run ? { label, icon, onClick: run } : false
  }
  return (
    <Box
      ref={dropRef}
      data-category-row={row.name}
      data-depth={row.depth}
      data-drop={zone ?? undefined}
      py={4}
      // Only the right side: the left padding is the row's indent (a px prop would override it).
      pr="xs"
      style={{
        paddingLeft: `calc(${(row.depth - 1) * INDENT_REM}rem + var(--mantine-spacing-xs))`,
        borderRadius: 'var(--mantine-radius-sm)',
        opacity: isDragging ? 0.5 : 1,
        background: zone === 'inside' ? 'var(--mantine-color-blue-light)' : undefined,
        boxShadow:
          zone === 'before'
            ? 'inset 0 2px 0 var(--mantine-color-blue-6)'
            : zone === 'after'
              ? 'inset 0 -2px 0 var(--mantine-color-blue-6)'
              : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={dragRef}
          variant="subtle"
          color="gray"
          aria-label={`Drag ${row.name}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...listeners}
          {...attributes}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        {editor ?? (
          <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.name}
          </Text>
        )}
        <RowMenu
          name={row.name}
          busy={busy}
          returnFocus={false}
          actions={[
            { label: 'Rename', icon: IconPencil, onClick: actions.rename },
            actions.addChild
              ? { label: 'Add subcategory', icon: IconPlus, onClick: actions.addChild }
              : false,
            stepAction('Move up', IconArrowUp, moves.up),
            stepAction('Move down', IconArrowDown, moves.down),
            stepAction('Indent', IconArrowRight, moves.indent),
            stepAction('Outdent', IconArrowLeft, moves.outdent),
            { label: 'Delete', icon: IconTrash, color: 'red', onClick: actions.remove },
          ]}
        />
      </Group>
    </Box>
  )
}
