import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { settingsQueryOptions } from '@/lib/site-settings'
import { ApiClientBridge } from './api-client-bridge'
import { themeFor } from './theme'

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
    <QueryClientProvider client={queryClient}>
      <SiteTheme env={env}>
        <ApiClientBridge />
        {children}
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      </SiteTheme>
    </QueryClientProvider>
  )
}

/**
 * The theme follows the site's primary colour (settings.color_primary) from the settings the app
 * already holds (boot data, the frame's read): it never asks for them itself.
 */
function SiteTheme({ env, children }: { env: Props['env']; children: ReactNode }) {
  const color = useQuery({ ...settingsQueryOptions(), enabled: false }).data?.color_primary
  const theme = useMemo(() => themeFor(color), [color])
  return (
    <MantineProvider theme={theme} env={env}>
      {children}
    </MantineProvider>
  )
}
