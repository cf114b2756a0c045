import { z } from 'zod'
import type { CategoryResource } from './categories.schemas'

/** A category as the content queries build it in SQL (json_object per category). */
export const categoryRow = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().nullable(),
  type_id: z.number().nullable(),
  position: z.number(),
  img: z.string().nullable(),
  group_id: z.number().nullable(),
}) satisfies z.ZodType<CategoryResource>
