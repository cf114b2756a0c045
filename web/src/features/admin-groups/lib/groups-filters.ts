import { GROUP_STATUSES, type GroupStatus } from '@worker/groups/groups.schemas'

/** The groups screen's filters as they sit in the address: `?q=book&status=pending&page=2`. */
export type GroupFilters = { page: number; search: string; status: GroupStatus | null }

const positiveInt = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}

export const readGroupFilters = (params: URLSearchParams): GroupFilters => ({
  page: positiveInt(params.get('page')) ?? 1,
  search: params.get('q')?.trim() ?? '',
  status: GROUP_STATUSES.find((s) => s === params.get('status')) ?? null,
})

export { positiveInt }
