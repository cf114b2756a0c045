import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { positiveInt } from './list-query-params'

/**
 * Which editor an admin screen has open, kept in the query string as spec 02 §2 names it
 * (`?create`, `?edit&id=5`) plus any modal of the screen's own (`?members=5`), so an open editor
 * survives a reload and can be linked to. Opening adds a history entry; closing replaces it.
 */
export function useEditorParams<Extra extends string = never>(extra: readonly Extra[] = []) {
  const [params, setParams] = useSearchParams()
  const extraNames = extra.join(',')
  const change = useCallback(
    (edit: (next: URLSearchParams) => void, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const name of ['create', 'edit', 'id', ...extraNames.split(',')]) next.delete(name)
          edit(next)
          return next
        },
        { replace },
      ),
    [setParams, extraNames],
  )
  const close = useCallback(() => change(() => undefined, true), [change])
  const editingId = params.has('edit') ? positiveInt(params.get('id')) : null
  return {
    creating: params.has('create'),
    editingId,
    /** Whether the editor is open, for a new item or an existing one. */
    opened: params.has('create') || editingId !== null,
    idOf: (name: Extra) => positiveInt(params.get(name)),
    /** A modal opened by a key rather than an id (`?key=forum.mention`). */
    keyOf: (name: Extra) => params.get(name) || null,
    openCreate: () => change((next) => next.set('create', ''), false),
    openEdit: (id: number) =>
      change((next) => {
        next.set('edit', '')
        next.set('id', String(id))
      }, false),
    open: (name: Extra, id: number | string) => change((next) => next.set(name, String(id)), false),
    close,
  }
}
