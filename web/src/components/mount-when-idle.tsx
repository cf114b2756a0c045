import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { whenIdle } from '@/lib/when-idle'

/** False until the browser is idle after the component's first paint, then true for good. */
export function useIdle() {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}

/**
 * Shows `fallback` until the browser is idle after the first paint, then `children` (and
 * `fallback` again while their lazy code loads): for a lazy section below the fold (the member home's feed), whose chunks would otherwise download and
 * compile beside the screen's first paint and hold it back.
 */
export function MountWhenIdle({
  fallback,
  children,
}: {
  fallback: ReactNode
  children: ReactNode
}) {
  const idle = useIdle()
  return idle ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
