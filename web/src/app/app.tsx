import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router/dom'
import { ErrorBoundary } from '@/components/error-boundary'
import { createAppRouter } from './router'

const router = createAppRouter()

export function App() {
  // The first screen renders in one go. As a transition (the router's default) React renders it
  // in 5 ms slices and yields to the browser between them, which on a warm visit held the largest
  // paint back (bench cold load). Once the router has its first screen, navigations are
  // transitions again: the current screen stays while the next one renders.
  const [booted, setBooted] = useState(router.state.initialized)
  useEffect(() => {
    if (booted) return
    const check = () => {
      if (router.state.initialized) setBooted(true)
    }
    const unsubscribe = router.subscribe(check)
    // The first screen may have arrived between the render and this effect.
    check()
    return unsubscribe
  }, [booted])
  return (
    <ErrorBoundary>
      <RouterProvider router={router} useTransitions={booted ? undefined : false} />
    </ErrorBoundary>
  )
}
