import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { Notifications, notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach } from 'vitest'
import { theme } from '@/app/theme'
import { markModalHostReady } from '@/lib/modals'

// Alerts live in a module-level store; tests/web/setup.ts cleans up the DOM and the mocks.
afterEach(() => notifications.clean())

/** Shows where the router is, so a test can read the address a user would see. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

type Options = { route?: string; path?: string }

/** Renders `ui` at `route` with the providers the app gives it (Mantine with the app's theme, Query, modals, alerts). */
export const renderWithProviders = (
  ui: ReactElement,
  { route = '/admin', path = '/admin/*' }: Options = {},
) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const user = userEvent.setup()
  // This helper mounts its own modal host (the app's lazy one is not rendered here).
  markModalHostReady()
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { ...result, user, queryClient }
}
