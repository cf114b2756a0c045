/**
 * A category's label as its path in the tree, "Parent › Child" (spec 03 §3), built from the list
 * the picker already holds. A parent missing from the list is left out; a damaged (cyclic) chain
 * stops after ten levels, the tree's deepest.
 */
type Node = { id: number; name: string; parent_id?: number | null }

export const PATH_SEPARATOR = ' › '

export const categoryPaths = (list: readonly Node[]): Map<number, string> => {
  const byId = new Map(list.map((c) => [c.id, c]))
  const paths = new Map<number, string>()
  for (const category of list) {
    const names = [category.name]
    let parentId = category.parent_id ?? null
    for (let guard = 0; parentId !== null && guard < 10; guard += 1) {
      const parent = byId.get(parentId)
      if (!parent) break
      names.unshift(parent.name)
      parentId = parent.parent_id ?? null
    }
    paths.set(category.id, names.join(PATH_SEPARATOR))
  }
  return paths
}

/** Each category's level in the list (1 for a root; a parent missing from the list counts as root). */
export const categoryDepths = (list: readonly Node[]): Map<number, number> => {
  const byId = new Map(list.map((c) => [c.id, c]))
  const depths = new Map<number, number>()
  for (const category of list) {
    let depth = 1
    let parentId = category.parent_id ?? null
    for (; parentId !== null && depth <= 10; depth += 1) {
      const parent = byId.get(parentId)
      if (!parent) break
      parentId = parent.parent_id ?? null
    }
    depths.set(category.id, depth)
  }
  return depths
}
