/**
 * The admin tree's arithmetic, pure: rows in display order with their depth, where a drop or a
 * row-menu move puts a category ({parent_id, position}, spec 02 §4), whether the group's levels
 * allow it (spec 02 §9), and the same move applied locally for the optimistic update.
 */
export type Node = { id: number; name: string; parent_id: number | null; position: number }
export type Row<T extends Node> = T & { depth: number; hasChildren: boolean }
export type Move = { parent_id: number | null; position: number }
export type Zone = 'before' | 'inside' | 'after'

const byPosition = (a: Node, b: Node) => a.position - b.position || a.id - b.id

const childrenOf = <T extends Node>(list: readonly T[], parentId: number | null) =>
  list.filter((c) => (c.parent_id ?? null) === parentId).sort(byPosition)

/** Depth-first rows, each with its level (1 for a root). Orphans show at the root. */
export const flatten = <T extends Node>(list: readonly T[]): Row<T>[] => {
  const ids = new Set(list.map((c) => c.id))
  const rows: Row<T>[] = []
  const visit = (parentId: number | null, depth: number) => {
    const kids =
      parentId === null
        ? list.filter((c) => c.parent_id === null || !ids.has(c.parent_id)).sort(byPosition)
        : childrenOf(list, parentId)
    for (const kid of kids) {
      if (depth > 10 || rows.some((r) => r.id === kid.id)) continue
      const hasChildren = list.some((c) => c.parent_id === kid.id)
      rows.push({ ...kid, depth, hasChildren })
      visit(kid.id, depth + 1)
    }
  }
  visit(null, 1)
  return rows
}

/** The category's level: 1 at the root. */
export const depthOf = (list: readonly Node[], id: number | null) => {
  let depth = 0
  for (let at = list.find((c) => c.id === id); at && depth <= 10; depth += 1) {
    const parentId = at.parent_id
    at = parentId === null ? undefined : list.find((c) => c.id === parentId)
  }
  return depth
}

/** Levels the category and its descendants span (1 for a leaf). */
export const heightOf = (list: readonly Node[], id: number): number => {
  const kids = list.filter((c) => c.parent_id === id)
  return 1 + Math.max(0, ...kids.map((k) => heightOf(list, k.id)))
}

export const isInside = (list: readonly Node[], id: number, ancestorId: number) => {
  for (let at = list.find((c) => c.id === id), guard = 0; at && guard < 12; guard += 1) {
    if (at.id === ancestorId) return true
    const parentId = at.parent_id
    at = parentId === null ? undefined : list.find((c) => c.id === parentId)
  }
  return false
}

/** May `id` (with its subtree) sit under `parentId` within `maxDepth` levels? */
export const fits = (
  list: readonly Node[],
  id: number,
  parentId: number | null,
  maxDepth: number,
) =>
  (parentId === null || !isInside(list, parentId, id)) &&
  depthOf(list, parentId) + heightOf(list, id) <= maxDepth

/** Where dropping `id` before, inside or after `overId` puts it; null when nothing would change. */
export const moveFor = (
  list: readonly Node[],
  id: number,
  overId: number,
  zone: Zone,
): Move | null => {
  const over = list.find((c) => c.id === overId)
  if (!over || overId === id) return null
  if (zone === 'inside') {
    return {
      parent_id: over.id,
      position: childrenOf(list, over.id).filter((c) => c.id !== id).length,
    }
  }
  const siblings = childrenOf(list, over.parent_id).filter((c) => c.id !== id)
  const index = siblings.findIndex((c) => c.id === over.id)
  return { parent_id: over.parent_id, position: zone === 'before' ? index : index + 1 }
}

/** The row menu's moves: up and down among siblings, indent under the one above, outdent. */
export const stepFor = (
  list: readonly Node[],
  id: number,
  step: 'up' | 'down' | 'indent' | 'outdent',
): Move | null => {
  const self = list.find((c) => c.id === id)
  if (!self) return null
  const siblings = childrenOf(list, self.parent_id)
  const index = siblings.findIndex((c) => c.id === id)
  if (step === 'up') return index > 0 ? { parent_id: self.parent_id, position: index - 1 } : null
  if (step === 'down')
    return index < siblings.length - 1 ? { parent_id: self.parent_id, position: index + 1 } : null
  if (step === 'indent') {
    const above = siblings[index - 1]
    return above ? { parent_id: above.id, position: childrenOf(list, above.id).length } : null
  }
  const parent = list.find((c) => c.id === self.parent_id)
  if (!parent) return null
  const uncles = childrenOf(list, parent.parent_id)
  return { parent_id: parent.parent_id, position: uncles.findIndex((c) => c.id === parent.id) + 1 }
}

/** The move applied as the server applies it: gap closed, gap opened, positions dense. */
export const applyMove = <T extends Node>(list: readonly T[], id: number, move: Move): T[] => {
  const moved = list.find((c) => c.id === id)
  if (!moved) return [...list]
  const renumber = (parentId: number | null, insert?: T) => {
    const kids = childrenOf(list, parentId).filter((c) => c.id !== id)
    if (insert) kids.splice(Math.min(move.position, kids.length), 0, insert)
    return kids.map((c, position) => ({ ...c, position }))
  }
  const target = renumber(move.parent_id, { ...moved, parent_id: move.parent_id })
  const source = moved.parent_id === move.parent_id ? [] : renumber(moved.parent_id)
  const changed = new Map([...source, ...target].map((c) => [c.id, c]))
  return list.map((c) => changed.get(c.id) ?? c)
}
