import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdminSidebar } from '@/app/routes/admin/admin-sidebar'
import { Component as AdminArea } from '@/app/routes/admin/index'
import { subjectOf } from '@/lib/access'
import { BUILT_IN_ROLES, item, me, page } from './helpers/fixtures'
import { mockApi } from './helpers/mock-api'
import { renderWithProviders } from './helpers/render'

const groupButton = (name: string) => screen.getByRole('button', { name })

describe('Admin sidebar', () => {
  it('keeps the active link’s group expanded and highlights the link', async () => {
    const { user } = renderWithProviders(<AdminSidebar subject={subjectOf(me())} />, {
      route: '/admin/roles',
    })
    expect(groupButton('Community')).toHaveAttribute('aria-expanded', 'true')
    expect(groupButton('Content')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Roles' })).toHaveAttribute('data-active')
    expect(screen.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current')
    expect(screen.queryByRole('link', { name: 'Events' })).not.toBeInTheDocument()

    // Opening another group leaves the active one open; following a link moves the highlight.
    await user.click(groupButton('Content'))
    expect(groupButton('Content')).toHaveAttribute('aria-expanded', 'true')
    expect(groupButton('Community')).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('link', { name: 'Users' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users')
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Roles' })).not.toHaveAttribute('aria-current')
  })

  it('opens the group of a screen below an entry, such as a user being edited', () => {
    renderWithProviders(<AdminSidebar subject={subjectOf(me({ role: 'admin' }))} />, {
      route: '/admin/users/4',
    })
    expect(groupButton('Community')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
  })

  it('lists only screens that exist: those still to come keep their address but no link', async () => {
    const { user } = renderWithProviders(
      <AdminSidebar subject={subjectOf(me({ role: 'admin' }))} />,
      { route: '/admin' },
    )
    await user.click(groupButton('Content'))
    await user.click(groupButton('Community'))
    await user.click(groupButton('Settings'))
    for (const built of [
      'Dashboard',
      'Events',
      'News',
      'Adverts',
      'Users',
      'Roles',
      'General',
      'Homepage',
      'Categories',
      'Statistics',
    ])
      expect(screen.getByRole('link', { name: built })).toBeInTheDocument()
    for (const coming of ['Plans', 'Member packages'])
      expect(screen.queryByRole('link', { name: coming })).not.toBeInTheDocument()
  })

  it('hides the entries the user may not use', async () => {
    const clerk = me({ role: 'member', permissions: ['users.set.is_active'] })
    const { user } = renderWithProviders(<AdminSidebar subject={subjectOf(clerk)} />, {
      route: '/admin',
    })
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Content' })).not.toBeInTheDocument()
    await user.click(groupButton('Community'))
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument()
  })
})

describe('Admin area guard', () => {
  it('sends a visitor to sign in with a return address', async () => {
    mockApi({ 'GET /api/me': () => item(null) })
    renderWithProviders(<AdminArea />, { route: '/admin/roles?edit&id=6' })
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/signin?message=unauthorised&next=%2Fadmin%2Froles%3Fedit%26id%3D6',
      ),
    )
  })

  it('tells a member without admin access they are not authorised', async () => {
    mockApi({ 'GET /api/me': () => item(me({ role: 'member', permissions: ['events.view'] })) })
    renderWithProviders(<AdminArea />, { route: '/admin/roles' })
    expect(await screen.findByText('You are not authorised to access "Roles".')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument()
  })

  it('refuses a screen the sidebar hides when its address is typed in', async () => {
    mockApi({ 'GET /api/me': () => item(me({ role: 'member', permissions: ['users.update'] })) })
    renderWithProviders(<AdminArea />, { route: '/admin/roles' })
    expect(await screen.findByText('You are not authorised to access "Roles".')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument()
  })

  it('shows a coming-soon panel for screens not built yet', async () => {
    mockApi({ 'GET /api/me': () => item(me()) })
    renderWithProviders(<AdminArea />, { route: '/admin/plans' })
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument()
    expect(screen.getByText('Coming soon')).toBeInTheDocument()
  })

  it('loads the dashboard with the number of requests awaiting approval', async () => {
    const api = mockApi({
      'GET /api/me': () => item(me()),
      'GET /api/users': ({ url }) =>
        page([], { total: url.searchParams.get('userStatus') === '-1' ? 4 : 38, perPage: 1 }),
      'GET /api/roles': () => page(BUILT_IN_ROLES.slice(0, 1), { total: 6, perPage: 1 }),
    })
    renderWithProviders(<AdminArea />, { route: '/admin' })
    const card = (await screen.findByText('Requests awaiting approval')).closest('div')!
    expect(await within(card).findByText('4')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Review requests' })).toHaveAttribute(
      'href',
      '/admin/users?userStatus=-1',
    )
    const requested = api
      .callsTo('GET', '/api/users')
      .find((c) => c.url.searchParams.get('userStatus') === '-1')
    expect(requested?.url.searchParams.get('page_size')).toBe('1')
  })
})
