import { ANY_DISTANCE } from '@worker/users/directory.schemas'

/**
 * The member filter (spec 01 §2) as it lives in the address, so a search survives a reload and can
 * be shared: ?name=&company=&industry=&near=<place id>&near_name=<its label>&distance=<miles>
 * &attrs[<key>]=<value>. No distance means any (the API's near_distance 20000).
 */
export type MemberFilters = {
  name: string
  company: string
  industry: string
  /** A gazetteer place id, and its label for the field. */
  near: string
  nearName: string
  /** 1 to 49 miles, or null for any distance. */
  distance: number | null
  attrs: Record<string, string[]>
}

export const MAX_MILES = 49
export { ANY_DISTANCE }

export const EMPTY_FILTERS: MemberFilters = {
  name: '',
  company: '',
  industry: '',
  near: '',
  nearName: '',
  distance: null,
  attrs: {},
}

const ATTR = /^attrs\[(\w{1,60})\]$/

export const readMemberFilters = (params: URLSearchParams): MemberFilters => {
  const miles = Number(params.get('distance'))
  const attrs: Record<string, string[]> = {}
  for (const [name, value] of params) {
    const m = ATTR.exec(name)
    if (m && value) (attrs[m[1]!] ??= []).push(value)
  }
  return {
    name: params.get('name') ?? '',
    company: params.get('company') ?? '',
    industry: params.get('industry') ?? '',
    near: params.get('near') ?? '',
    nearName: params.get('near_name') ?? '',
    distance: Number.isInteger(miles) && miles >= 1 && miles <= MAX_MILES ? miles : null,
    attrs,
  }
}

/** The address's query for these filters (empty fields left out). */
export const memberFiltersToParams = (f: MemberFilters) => {
  const params = new URLSearchParams()
  if (f.name.trim()) params.set('name', f.name.trim())
  if (f.company.trim()) params.set('company', f.company.trim())
  if (f.industry.trim()) params.set('industry', f.industry.trim())
  if (f.near) {
    params.set('near', f.near)
    if (f.nearName) params.set('near_name', f.nearName)
    if (f.distance !== null) params.set('distance', String(f.distance))
  }
  for (const [key, values] of Object.entries(f.attrs))
    for (const v of values) if (v.trim()) params.append(`attrs[${key}]`, v.trim())
  return params
}

/** What GET /api/users/directory is asked for these filters. */
export const directoryQuery = (f: MemberFilters) => {
  const query: Record<string, string | string[]> = {}
  if (f.name.trim()) query.name = f.name.trim()
  if (f.company.trim()) query.company = f.company.trim()
  if (f.industry.trim()) query.industry = f.industry.trim()
  if (f.near) {
    query.near = f.near
    query.near_distance = String(f.distance ?? ANY_DISTANCE)
  }
  for (const [key, values] of Object.entries(f.attrs)) {
    const kept = values.map((v) => v.trim()).filter(Boolean)
    if (kept.length > 0) query[`attrs[${key}]`] = kept
  }
  return query
}
