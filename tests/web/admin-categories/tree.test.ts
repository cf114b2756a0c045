import { describe, expect, it } from 'vitest'
import { applyMove, fits, flatten, moveFor, stepFor } from '@/features/admin-categories/lib/tree'
import { categoryPaths } from '@/lib/category-path'

const node = (id: number, name: string, parent_id: number | null, position: number) => ({
  id,
  name,
  parent_id,
  position,
})
const list = [
  node(1, 'A', null, 0),
  node(2, 'B', null, 1),
  node(3, 'C', null, 2),
  node(4, 'A1', 1, 0),
]
const shape = (nodes: typeof list) =>
  flatten(nodes).map((r) => `${r.name}@${r.depth}:${r.position}`)

describe('the admin tree', () => {
  it('drops onto a category to nest it there, last among its children', () => {
    const move = moveFor(list, 3, 1, 'inside')
    expect(move).toEqual({ parent_id: 1, position: 1 })
    expect(shape(applyMove(list, 3, move!))).toEqual(['A@1:0', 'A1@2:0', 'C@2:1', 'B@1:1'])
  })

  it('drops above or below a category to reorder', () => {
    expect(moveFor(list, 3, 1, 'before')).toEqual({ parent_id: null, position: 0 })
    expect(shape(applyMove(list, 3, { parent_id: null, position: 0 }))).toEqual([
      'C@1:0',
      'A@1:1',
      'A1@2:0',
      'B@1:2',
    ])
    expect(moveFor(list, 1, 2, 'after')).toEqual({ parent_id: null, position: 1 })
  })

  it('keeps a category out of its own branch and within the levels', () => {
    expect(fits(list, 1, 4, 3)).toBe(false)
    expect(fits(list, 1, 2, 2)).toBe(false)
    expect(fits(list, 1, 2, 3)).toBe(true)
    expect(fits(list, 3, 1, 1)).toBe(false)
  })

  it('moves up, down, in and out from the row menu', () => {
    expect(stepFor(list, 1, 'up')).toBeNull()
    expect(stepFor(list, 2, 'down')).toEqual({ parent_id: null, position: 2 })
    expect(stepFor(list, 2, 'indent')).toEqual({ parent_id: 1, position: 1 })
    expect(stepFor(list, 4, 'outdent')).toEqual({ parent_id: null, position: 1 })
  })

  it('labels categories with their path', () => {
    expect(categoryPaths(list).get(4)).toBe('A › A1')
    expect(categoryPaths(list).get(2)).toBe('B')
  })
})
