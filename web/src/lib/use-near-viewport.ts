import { useCallback, useState } from 'react'

/**
 * True once the element has come within `margin` of the viewport, and from then on. For sections
 * below the fold whose data should not compete with the first screen's (an event's comments).
 * Without IntersectionObserver (old browsers, jsdom) it is true at once: nothing is ever withheld.
 */
export const useNearViewport = <T extends Element>(margin = '600px') => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true)
            observer.disconnect()
          }
        },
        { rootMargin: margin },
      )
      observer.observe(element)
      return () => observer.disconnect()
    },
    [margin, near],
  )
  return { ref, near }
}
