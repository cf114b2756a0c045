import { z } from 'zod'

/** GET /api/places?q=: what a member has typed into a place field. */
export const searchPlacesQuery = z.object({
  q: z.string().trim().max(60).default(''),
})

/** One suggestion; `id` is what a profile saves as place_id. */
export const placeResource = z.object({
  id: z.string(),
  kind: z.enum(['town', 'district', 'city']),
  name: z.string(),
  detail: z.string(),
})

export type PlaceResource = z.infer<typeof placeResource>
