import { useEffect, useState } from 'react'

/**
 * `value` once it has stopped changing for `ms` (compared by its JSON, so a new object with the
 * same contents is no change). The first value is used at once, so the first cost shows quickly.
 */
export function useDebouncedParams<T>(value: T, ms: number): T {
  const key = JSON.stringify(value)
  const [settled, setSettled] = useState({ key, value })
  useEffect(() => {
    if (key === settled.key) return
    const timer = setTimeout(() => setSettled({ key, value }), ms)
    return () => clearTimeout(timer)
  }, [key, value, ms, settled.key])
  return settled.value
}
