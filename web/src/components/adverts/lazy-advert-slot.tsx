import { lazy, Suspense } from 'react'
import type { AdvertSlotProps } from './advert-slot'

const Slot = lazy(() => import('./advert-slot').then((m) => ({ default: m.ShowingAdvertSlot })))

/**
 * An advert slot, its code loaded after the screen (its own small chunk): the first paint waits for
 * nothing, and nothing shows until an advert does.
 */
export function AdvertSlot(props: AdvertSlotProps) {
  return (
    <Suspense fallback={null}>
      <Slot {...props} />
    </Suspense>
  )
}
