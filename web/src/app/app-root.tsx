import { queryClient } from './app-query-client'
import { RootLayout } from './layout/root-layout'
import { Providers } from './providers'

// Component tests render this real route table; Mantine's test mode turns off the transitions and
// floating positioning that happy-dom cannot lay out. A production build drops the branch.
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default'

/**
 * The root route's screen: providers and the page frame. Lazy like every route, so the first
 * download is React and the router, and this arrives alongside the first screen's chunk.
 */
export function AppRoot() {
  return (
    <Providers queryClient={queryClient} env={mantineEnv}>
      <RootLayout />
    </Providers>
  )
}
