import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { z } from 'zod'

/** Spec 02 §9: admin lists show 15 rows a page, and every list call carries page and page_size. */
export const ADMIN_PAGE_SIZE = 15

/** A filter's name, as the worker's list query schema spells it (`userStatus`, `q`, `status`). */
export type FilterKey<S extends z.ZodType> = Extract<keyof z.input<S>, string>

/** A filter as the address and the typed client carry it: text, or one of the schema's words. */
type TextOf<T> = Exclude<T, undefined> extends string ? Exclude<T, undefined> : string
export type FilterValues<S extends z.ZodType, K extends FilterKey<S>> = {
  [P in K]?: TextOf<z.input<S>[P]>
}

/** What a list call sends: the filters in force plus the page. */
export type ListQuery<S extends z.ZodType, K extends FilterKey<S>> = FilterValues<S, K> & {
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
const dropRefused = (schema: z.ZodType, raw: Record<string, string>) => {
  for (;;) {
    const result = schema.safeParse(raw)
    if (result.success) return
    const size = Object.keys(raw).length
    for (const issue of result.error.issues) delete raw[String(issue.path[0])]
    if (Object.keys(raw).length === size) return
  }
}

const accepts = <S extends z.ZodType, K extends FilterKey<S>>(
  schema: S,
  _keys: readonly K[],
  raw: Record<string, string>,
): raw is Record<string, string> & FilterValues<S, K> => schema.safeParse(raw).success

const readValid = <S extends z.ZodType, K extends FilterKey<S>>(
  schema: S,
  params: URLSearchParams,
  keys: readonly K[],
): { filters: FilterValues<S, K>; page: number } => {
  const raw: Record<string, string> = {}
  for (const key of [...keys, 'page']) {
    const value = params.get(key)?.trim()
    if (value) raw[key] = value
  }
  dropRefused(schema, raw)
  const page = positiveInt(raw['page']) ?? 1
  delete raw['page']
  return { filters: accepts(schema, keys, raw) ? raw : {}, page }
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
  const { filters, page } = useMemo(() => readValid(schema, params, keys), [schema, params, keys])

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
  const setFilter = (key: K, value: FilterValues<S, K>[K] | null) =>
    change((next) => {
      if (value) next.set(key, value)
      else next.delete(key)
      next.delete('page')
    }, true)
  const setPage = (value: number) => change((next) => next.set('page', String(value)), false)
  const query: ListQuery<S, K> = {
    ...filters,
    page: String(page),
    page_size: String(ADMIN_PAGE_SIZE),
  }
  return { filters, page, query, setFilter, setPage }
}
