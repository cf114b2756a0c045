import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { ApiClientBridge } from './api-client-bridge'
import { theme } from './theme'

const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })))

type Props = {
  queryClient: QueryClient
  children: ReactNode
  /** 'test' turns off Mantine's transitions and portals in component tests. */
  env?: 'default' | 'test'
}

/**
 * Theme, server state (TanStack Query), alerts and modals. Rendered by the root route, inside the
 * router, so the API client can navigate with react-router. Client state stays in the component
 * or hook that owns it (a thread's live mode, a reply draft): none is shared across the tree yet.
 */
export function Providers({ queryClient, children, env = 'default' }: Props) {
  return (
    <MantineProvider theme={theme} env={env}>
      <QueryClientProvider client={queryClient}>
        <ApiClientBridge />
        {children}
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  )
}
