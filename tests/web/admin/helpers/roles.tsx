import { screen, within } from '@testing-library/react'
import { RolesScreen } from '@/features/admin-roles/components/roles-screen'
import { BUILT_IN_ROLES, CATALOGUE, item, me, page, role } from './fixtures'
import { mockApi } from './mock-api'
import { renderWithProviders } from './render'

/** Shared set-up of the roles screen tests: a custom role "Editors" (id 6) beside the built-ins. */
export const editors = role()

export const renderRoles = (route: string, viewer = me()) =>
  renderWithProviders(<RolesScreen viewer={viewer} />, { route, path: '/admin/roles' })

export const standardApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/roles': () => page([...BUILT_IN_ROLES, editors], { perPage: 100 }),
    'GET /api/roles/:id': ({ params }) =>
      item([...BUILT_IN_ROLES, editors].find((r) => String(r.id) === params.id)),
    'GET /api/permissions': () => item(CATALOGUE),
    ...overrides,
  })

export const openEditor = async (route = '/admin/roles?edit&id=6') => {
  const rendered = renderRoles(route)
  const dialog = await screen.findByRole('dialog', { name: 'Edit Role' })
  await within(dialog).findByLabelText('Label')
  return { ...rendered, dialog }
}

export const permissionsOfRole = () =>
  screen.getByRole('region', { name: 'Permissions of this role' })
