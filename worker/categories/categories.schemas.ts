import { z } from 'zod'
import { pagingQuery } from '../lib/paging'

export const CATEGORIZABLES = [
  'events',
  'news',
  'polls',
  'surveys',
  'promotions',
  'resources',
  'packages',
  'forum',
] as const

export const listCategoriesQuery = pagingQuery(100).and(
  z.object({
    type_id: z.coerce.number().int().positive().optional(),
    /** Only categories whose group applies to this feature, e.g. events. */
    categorizable: z.enum(CATEGORIZABLES).optional(),
  }),
)

export type ListCategoriesQuery = z.infer<typeof listCategoriesQuery>

export type CategoryResource = {
  id: number
  name: string
  slug: string
  parent_id: number | null
  type_id: number | null
  position: number
  img: string | null
  group_id: number | null
}

export type CategoryTypeResource = {
  id: number
  name: string
  categorizables: string[]
  categories: CategoryResource[]
}
