import { useEffect, useState } from 'react'

/** Spec 01 §9: the navigation sticks to the top once the page has scrolled past 440 px. */
export const STICKY_AFTER_PX = 440

export const useStickyAfter = (threshold = STICKY_AFTER_PX) => {
  const [stuck, setStuck] = useState(false)
  useEffect(() => {
    const update = () => setStuck(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return stuck
}
