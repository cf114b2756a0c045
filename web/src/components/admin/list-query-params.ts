import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { z } from 'zod'

/** Spec 02 §9: admin lists show 15 rows a page, and every list call carries page and page_size. */
export const ADMIN_PAGE_SIZE = 15

/** A filter's name, as the worker's list query schema spells it (`userStatus`, `q`, `status`). */
export type FilterKey<S extends z.ZodType> = Extract<keyof z.input<S>, string>

/** What a list call sends: the filters in force, as text, plus the page. */
export type ListQuery<K extends string> = Partial<Record<K, string>> & {
  page: string
  page_size: string
}

export const positiveInt = (value: string | null | undefined) => {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : null
}

/**
 * The filters the address holds that the worker's own schema accepts. A value it refuses is
 * dropped on its own (`?userStatus=9&q=ann` keeps the search), as if it were not there.
 */
const readValid = (schema: z.ZodType, params: URLSearchParams, keys: readonly string[]) => {
  const raw: Record<string, string> = {}
  for (const key of [...keys, 'page']) {
    const value = params.get(key)?.trim()
    if (value) raw[key] = value
  }
  for (;;) {
    const result = schema.safeParse(raw)
    if (result.success) return raw
    const size = Object.keys(raw).length
    for (const issue of result.error.issues) delete raw[String(issue.path[0])]
    if (Object.keys(raw).length === size) return {}
  }
}

/**
 * An admin list's filters and page, kept in the query string (`?status=pending&q=book&page=2`) so
 * a filtered list can be linked to and survives a reload, and read through the same zod schema
 * the worker validates the list call with. `keys` are the filters this screen offers.
 */
export function useListQueryParams<S extends z.ZodType, K extends FilterKey<S>>(
  schema: S,
  keys: readonly K[],
) {
  const [params, setParams] = useSearchParams()
  const valid = useMemo(() => readValid(schema, params, keys), [schema, params, keys])
  const filters: Partial<Record<K, string>> = {}
  for (const key of keys) if (valid[key] !== undefined) filters[key] = valid[key]
  const page = positiveInt(valid.page) ?? 1

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          edit(next)
          return next
        },
        { replace },
      ),
    [setParams],
  )
  /** A changed filter starts again at page 1; null or '' removes it. */
  const setFilter = (key: K, value: string | null) =>
    change((next) => {
      if (value) next.set(key, value)
      else next.delete(key)
      next.delete('page')
    }, true)
  const setPage = (value: number) => change((next) => next.set('page', String(value)), false)
  const query: ListQuery<K> = {
    ...filters,
    page: String(page),
    page_size: String(ADMIN_PAGE_SIZE),
  }
  return { filters, page, query, setFilter, setPage }
}
