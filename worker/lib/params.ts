import { z } from 'zod'

/** The `:id` of a route addressing one row by its numeric id. */
export const idParam = z.object({ id: z.coerce.number().int().positive() })
