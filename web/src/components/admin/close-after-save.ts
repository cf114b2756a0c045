import { useCallback, useEffect, useRef } from 'react'

/** Spec 02 §2 and §9: an editor closes about 400 ms after a successful save. */
export const CLOSE_AFTER_SAVE_MS = 400

/** Returns `closeSoon()`, to call once a save succeeds; an editor closed sooner cancels it. */
export function useCloseAfterSave(onClose: () => void) {
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return useCallback(() => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(onClose, CLOSE_AFTER_SAVE_MS)
  }, [onClose])
}
