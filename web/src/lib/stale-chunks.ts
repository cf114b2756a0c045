/**
 * After a deploy, a tab opened before it asks for chunks that are gone: the import fails. One
 * reload fetches the new HTML and its new chunks (issue 12, "after a deploy"). A second failure
 * within a minute is a real fault, not a stale tab: then the error screen shows instead of a
 * reload loop.
 */

const RELOADED_AT = 'guildhall:stale-chunk-reload'
const LOOP_WINDOW_MS = 60_000

/** What browsers throw when a dynamic import or a module preload cannot be fetched. */
export const isChunkLoadError = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error ?? '')
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch module/i.test(
    message,
  )
}

/** Reloads once for a stale chunk; false when it already did so a moment ago (show the error). */
export const reloadForStaleChunk = (storage: Storage = sessionStorage) => {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0)
  if (Date.now() - last < LOOP_WINDOW_MS) return false
  storage.setItem(RELOADED_AT, String(Date.now()))
  window.location.reload()
  return true
}

/** Vite's own signal for a failed preload of a lazy route's chunks; call once at start. */
export const reloadOnStalePreloads = () => {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleChunk()) event.preventDefault()
  })
}
