import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import {
  createBrowserRouter,
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router'
import { afterEach } from 'vitest'
import { Providers } from '@/app/providers'

afterEach(() => {
  notifications.clean()
  modals.closeAll()
})

/** Shows where the router is, so a test reads the address a user would see. */
export function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

type Screen = { path: string; element: ReactNode }

type Options = {
  /** Where the user starts. */
  route?: string
  /** Other screens the test may navigate to (each shows its path). */
  screens?: Screen[]
  /** Use the browser's history (window.location follows), as the real app does. */
  browserHistory?: boolean
}

/** Renders screens inside the app's providers and a router, with a location probe. */
export const renderScreens = (
  screens: Screen[],
  { route = '/', browserHistory = false }: Options = {},
) => {
  const queryClient = testQueryClient()
  const routes: RouteObject[] = [
    {
      element: (
        <Providers queryClient={queryClient} env="test">
          <Outlet />
          <LocationProbe />
        </Providers>
      ),
      children: [...screens, { path: '*', element: <p>Somewhere else</p> }],
    },
  ]
  if (browserHistory) window.history.replaceState(null, '', route)
  const router = browserHistory
    ? createBrowserRouter(routes)
    : createMemoryRouter(routes, { initialEntries: [route] })
  const user = userEvent.setup()
  const result = render(<RouterProvider router={router} />)
  return { ...result, user, router, queryClient }
}

export const renderScreen = (path: string, element: ReactNode, options: Options = {}) =>
  renderScreens([{ path, element }, ...(options.screens ?? [])], { route: path, ...options })
