import { Box, Button, Paper, Stack, Text } from '@mantine/core'
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  pointerWithin,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragMoveEvent,
} from '@dnd-kit/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { openConfirmModal } from '@/lib/modals'
import { useCreateCategory } from '../api/create-category'
import { useDeleteCategory } from '../api/delete-category'
import type { CategoryGroup } from '../api/list-category-types'
import { useUpdateCategory } from '../api/update-category'
import { fits, flatten, moveFor, stepFor, type Move, type Zone } from '../lib/tree'
import { CategoryNameInput } from './category-name-input'
import { CategoryRow } from './category-row'

/** The pointer's row first; with the keyboard (no pointer) the nearest row. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args)
  return hits.length > 0 ? hits : closestCenter(args)
}

/** The dragged row's centre in the top, middle or bottom of the row under it. */
const zoneOf = (event: DragMoveEvent): Zone | null => {
  const dragged = event.active.rect.current.translated
  const over = event.over?.rect
  if (!dragged || !over) return null
  const at = (dragged.top + dragged.height / 2 - over.top) / over.height
  return at < 0.25 ? 'before' : at > 0.75 ? 'after' : 'inside'
}

type Drop = { overId: number; zone: Zone }
type Adding = { parentId: number | null } | null

/**
 * One group's tree (spec 02 §2 §4 §9): drag a category onto another to nest it there, or above or
 * below it to reorder; the row menu does the same without dragging. Nesting stops at the group's
 * levels. Each move is one PUT of the moved category, shown at once and undone if refused.
 */
export function CategoryTree({ group }: { group: CategoryGroup }) {
  const list = group.categories
  const rows = flatten(list)
  const [drop, setDrop] = useState<Drop | null>(null)
  const [draggingId, setDraggingId] = useState<number | null>(null)
  const [editingId, setEditingId] = useState<number | null>(null)
  const [adding, setAdding] = useState<Adding>(null)
  const create = useCreateCategory()
  const update = useUpdateCategory()
  const remove = useDeleteCategory()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  )

  const nameOf = (id: unknown) => list.find((c) => c.id === id)?.name ?? 'category'
  /** The drop as the group's levels allow it: a refused nesting falls back to beside the row. */
  const allowedDrop = (id: number, overId: number, zone: Zone | null): Drop | null => {
    if (zone === null || overId === id) return null
    const over = list.find((c) => c.id === overId)
    if (!over) return null
    const parentId = zone === 'inside' ? over.id : over.parent_id
    if (fits(list, id, parentId, group.max_depth)) return { overId, zone }
    if (zone === 'inside' && fits(list, id, over.parent_id, group.max_depth))
      return { overId, zone: 'after' }
    return null
  }
  const move = (id: number, target: Move | null) => {
    if (!target) return
    const current = list.find((c) => c.id === id)
    if (current && current.parent_id === target.parent_id && current.position === target.position)
      return
    update.mutate({ id, json: target })
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over ${nameOf(over.id)}.`
        : `${nameOf(active.id)} is not over a category.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped on ${nameOf(over.id)}.`
        : `${nameOf(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  }

  const addInput = (parentId: number | null, depth: number) =>
    adding && adding.parentId === parentId ? (
      <Box
        key={`add-${parentId ?? 'root'}`}
        py={4}
        px="xs"
        style={{ paddingLeft: `calc(${(depth - 1) * 1.25}rem + var(--mantine-spacing-xs))` }}
      >
        <CategoryNameInput
          initial=""
          label={parentId === null ? 'New category name' : `New subcategory of ${nameOf(parentId)}`}
          onSave={(name) => {
            setAdding(null)
            create.mutate({ name, type_id: group.id, parent_id: parentId })
          }}
          onCancel={() => setAdding(null)}
        />
      </Box>
    ) : null

  return (
    <Stack gap="xs">
      {rows.length === 0 && !adding && (
        <Text size="sm" c="dimmed">
          No categories in this group yet.
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move a category, press space or enter, use the arrow keys to go over another category, then press space or enter to drop it: on the middle of a category to nest it there, on its edge to place it above or below. Escape cancels. The menu of each category also moves it.',
          },
        }}
        onDragStart={(event) => setDraggingId(Number(event.active.id))}
        onDragMove={(event) =>
          setDrop(
            event.over
              ? allowedDrop(Number(event.active.id), Number(event.over.id), zoneOf(event))
              : null,
          )
        }
        onDragCancel={() => {
          setDrop(null)
          setDraggingId(null)
        }}
        onDragEnd={(event) => {
          const id = Number(event.active.id)
          const target = event.over && allowedDrop(id, Number(event.over.id), zoneOf(event))
          setDrop(null)
          setDraggingId(null)
          if (target) move(id, moveFor(list, id, target.overId, target.zone))
        }}
      >
        <div role="list" aria-label={`Categories of ${group.name}`}>
          {rows.map((row) => {
            return (
              <div role="listitem" key={row.id}>
                <CategoryRow
                  row={row}
                  zone={drop && drop.overId === row.id && draggingId !== row.id ? drop.zone : null}
                  busy={remove.isPending && remove.variables === row.id}
                  editor={
                    editingId === row.id ? (
                      <CategoryNameInput
                        initial={row.name}
                        label={`Name of ${row.name}`}
                        onSave={(name) => {
                          setEditingId(null)
                          update.mutate({ id: row.id, json: { name } })
                        }}
                        onCancel={() => setEditingId(null)}
                      />
                    ) : null
                  }
                  moves={{
                    up: stepFor(list, row.id, 'up'),
                    down: stepFor(list, row.id, 'down'),
                    indent: guarded(list, row.id, stepFor(list, row.id, 'indent'), group.max_depth),
                    outdent: stepFor(list, row.id, 'outdent'),
                  }}
                  actions={{
                    rename: () => setEditingId(row.id),
                    addChild:
                      row.depth < group.max_depth ? () => setAdding({ parentId: row.id }) : null,
                    step: (target) => (target ? () => move(row.id, target) : null),
                    remove: () =>
                      openConfirmModal({
                        title: 'Delete category',
                        children: row.hasChildren
                          ? `Delete "${row.name}"? Its subcategories move up to take its place.`
                          : `Delete "${row.name}"?`,
                        labels: { confirm: 'Delete', cancel: 'Cancel' },
                        confirmProps: { color: 'red' },
                        onConfirm: () => remove.mutate(row.id),
                      }),
                  }}
                />
                {addInput(row.id, row.depth + 1)}
              </div>
            )
          })}
        </div>
        <DragOverlay>
          {draggingId !== null && (
            <Paper shadow="sm" px="sm" py={6} withBorder>
              <Text size="sm">{nameOf(draggingId)}</Text>
            </Paper>
          )}
        </DragOverlay>
      </DndContext>
      {addInput(null, 1)}
      <Box>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setAdding({ parentId: null })}
        >
          Add category
        </Button>
      </Box>
    </Stack>
  )
}

/** A menu move kept only when the group's levels allow it. */
const guarded = (
  list: CategoryGroup['categories'],
  id: number,
  target: Move | null,
  maxDepth: number,
) => (target && fits(list, id, target.parent_id, maxDepth) ? target : null)
