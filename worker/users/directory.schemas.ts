import { z } from 'zod'
import { MAX_PER_PAGE } from '../lib/paging'

/** Spec 01 §9: near_distance 20000 means any distance; the slider offers 1 to 49 miles. */
export const ANY_DISTANCE = 20000
export const DIRECTORY_PAGE_SIZE = 12

const text = z.string().trim().max(100).optional()
const ATTR_KEY = /^attrs\[(\w{1,60})\](\[\])?$/

/**
 * GET /api/users/directory (spec 01 §2 member filter): name, company, industry, a place and a
 * distance in miles, and custom attributes as `attrs[key]=value` (repeat the key for several
 * values of a checkboxes attribute). 12 a page.
 */
export const listDirectoryQuery = z
  .looseObject({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
    page_size: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
    name: text,
    company: text,
    industry: text,
    near: z.string().trim().max(40).optional(),
    near_distance: z.coerce.number().int().min(1).max(ANY_DISTANCE).default(ANY_DISTANCE),
  })
  .transform((q, ctx) => {
    const attrs: { key: string; values: string[] }[] = []
    for (const [name, raw] of Object.entries(q)) {
      const m = ATTR_KEY.exec(name)
      if (!m) continue
      const values = (Array.isArray(raw) ? raw : [raw])
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim())
        .filter((v) => v.length > 0 && v.length <= 100)
      if (values.length > 20) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'Choose at most 20 values' })
        return z.NEVER
      }
      if (values.length > 0) attrs.push({ key: m[1]!, values })
    }
    if (attrs.length > 10) {
      ctx.addIssue({ code: 'custom', path: ['attrs'], message: 'Filter by at most 10 attributes' })
      return z.NEVER
    }
    const perPage = q.per_page ?? q.page_size ?? DIRECTORY_PAGE_SIZE
    return {
      page: q.page,
      perPage,
      offset: (q.page - 1) * perPage,
      name: q.name || undefined,
      company: q.company || undefined,
      industry: q.industry || undefined,
      near: q.near || undefined,
      near_distance: q.near_distance,
      attrs,
    }
  })

export type ListDirectoryQuery = z.infer<typeof listDirectoryQuery>

export const memberSlugParam = z.object({ slug: z.string().min(1).max(80) })
