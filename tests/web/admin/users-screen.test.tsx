import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Component as AdminArea } from '@/app/routes/admin/index'
import { adminUser, BUILT_IN_ROLES, item, me, page, role, settings } from './helpers/fixtures'
import { mockApi } from './helpers/mock-api'
import { renderWithProviders } from './helpers/render'

const ann = adminUser({ id: 10, full_name: 'Ann Lee', is_active: -1, role_label: 'Member' })
const bob = adminUser({
  id: 11,
  forename: 'Bob',
  surname: 'Ray',
  full_name: 'Bob Ray',
  email: 'bob@example.com',
})
const ada = me()

type Options = {
  threshold?: string | null
  viewer?: ReturnType<typeof me>
  users?: ReturnType<typeof adminUser>[]
}

const usersApi = ({ threshold = null, viewer = ada, users = [ann, bob] }: Options = {}) =>
  mockApi({
    'GET /api/me': () => item(viewer),
    'GET /api/settings': () => settings(threshold),
    'GET /api/users': ({ url }) => {
      const status = url.searchParams.get('userStatus')
      const rows = status === null ? users : users.filter((u) => String(u.is_active) === status)
      return page(rows)
    },
    'GET /api/roles': () => page([...BUILT_IN_ROLES, role()], { perPage: 100 }),
    'PUT /api/users/:id': ({ params, body }) =>
      item({ ...(users.find((u) => String(u.id) === params.id) ?? ann), ...(body as object) }),
  })

const statusSelect = () => screen.getByLabelText('Status')
/** The open row menu's items, as a member reads them. */
const menuItems = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent)
const optionLabels = () =>
  within(statusSelect())
    .getAllByRole('option')
    .map((o) => o.textContent)

describe('Users screen', { timeout: 15_000 }, () => {
  it('reads ?userStatus=-1 and asks for requested users, page 1 of 15', async () => {
    const api = usersApi()
    renderWithProviders(<AdminArea />, { route: '/admin/users?userStatus=-1' })
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeInTheDocument()
    expect(statusSelect()).toHaveDisplayValue('Requested')
    const [call] = api.callsTo('GET', '/api/users')
    expect(call?.url.search).toBe('?userStatus=-1&page=1&page_size=15')
    expect(screen.queryByRole('link', { name: 'Bob Ray' })).not.toBeInTheDocument()
  })

  it('shows the registered date in the spec format, and Never for no activity', async () => {
    usersApi()
    renderWithProviders(<AdminArea />, { route: '/admin/users' })
    const row = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('tr')!
    expect(within(row).getByText('Fri 21st Nov 2025 07:30pm')).toBeInTheDocument()
    expect(within(row).getByText('Never')).toBeInTheDocument()
  })

  it('keeps the status filter in the query string and starts again at page 1', async () => {
    const api = usersApi()
    const { user } = renderWithProviders(<AdminArea />, { route: '/admin/users?page=3' })
    await screen.findByRole('heading', { name: 'Users' })
    await user.selectOptions(statusSelect(), 'Active')
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?userStatus=1'),
    )
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/users').at(-1)?.url.search).toBe(
        '?userStatus=1&page=1&page_size=15',
      ),
    )
  })

  it('filters forum moderators with Any, User and Moderator, kept in the query string', async () => {
    const api = usersApi()
    const { user } = renderWithProviders(<AdminArea />, { route: '/admin/users' })
    await screen.findByRole('heading', { name: 'Users' })
    const select = screen.getByLabelText('Forum moderator')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', 'User', 'Moderator'])
    await user.selectOptions(select, 'Moderator')
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?is_forum_mod=1'),
    )
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/users').at(-1)?.url.search).toBe(
        '?is_forum_mod=1&page=1&page_size=15',
      ),
    )
  })

  it('offers Inactive only with users.view:inactive and Expired only with a reminder threshold', async () => {
    usersApi({
      threshold: null,
      viewer: me({ permissions: ['users.update', 'users.set.is_active'] }),
    })
    renderWithProviders(<AdminArea />, { route: '/admin/users' })
    await screen.findByRole('heading', { name: 'Users' })
    expect(optionLabels()).toEqual(['Any status', 'Active', 'Requested'])
  })

  it('offers Inactive and Expired when both conditions hold', async () => {
    usersApi({ threshold: '6 months' })
    renderWithProviders(<AdminArea />, { route: '/admin/users?userStatus=2' })
    await screen.findByRole('heading', { name: 'Users' })
    await waitFor(() =>
      expect(optionLabels()).toEqual(['Any status', 'Active', 'Inactive', 'Requested', 'Expired']),
    )
    expect(statusSelect()).toHaveDisplayValue('Expired')
  })

  it('searches 300 ms after the last keystroke, once', async () => {
    const api = usersApi()
    const { user } = renderWithProviders(<AdminArea />, { route: '/admin/users' })
    await screen.findByRole('link', { name: 'Ann Lee' })
    await user.type(screen.getByLabelText('Search'), 'ann')
    expect(api.callsTo('GET', '/api/users').some((c) => c.url.searchParams.has('q'))).toBe(false)
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?q=ann'),
    )
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/api/users').filter((c) => c.url.searchParams.has('q')),
      ).toHaveLength(1),
    )
    expect(api.callsTo('GET', '/api/users').at(-1)?.url.searchParams.get('q')).toBe('ann')
  })

  it('approves a requested member from the row menu with PUT is_active 1 and a success alert', async () => {
    const api = usersApi()
    const { user } = renderWithProviders(<AdminArea />, { route: '/admin/users?userStatus=-1' })
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }))
    expect(menuItems()).toEqual(['Edit profile', 'Change role…', 'Approve', 'Decline…'])
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }))
    expect(await screen.findByText('Approved Ann Lee')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/users/10')[0]?.body).toEqual({ is_active: 1 })
  })

  it('deactivates only after the confirm modal naming the member, and Cancel leaves them alone', async () => {
    const api = usersApi()
    const { user } = renderWithProviders(<AdminArea />, { route: '/admin/users?userStatus=1' })
    await user.click(await screen.findByRole('button', { name: 'Actions for Bob Ray' }))
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Bob Ray?' })
    expect(dialog).toHaveTextContent('Bob Ray will be signed out everywhere')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.callsTo('PUT', '/api/users/11')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Actions for Bob Ray' }))
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate…' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate Bob Ray?' })).getByRole(
        'button',
        { name: 'Deactivate' },
      ),
    )
    expect(await screen.findByText('Deactivated Bob Ray')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/users/11')[0]?.body).toEqual({ is_active: 0 })
  })

  it('reactivates an inactive member straight from the menu', async () => {
    const carl = adminUser({ id: 12, full_name: 'Carl Inactive', is_active: 0 })
    const api = usersApi({ users: [carl] })
    const { user } = renderWithProviders(<AdminArea />, { route: '/admin/users' })
    await user.click(await screen.findByRole('button', { name: 'Actions for Carl Inactive' }))
    expect(menuItems()).toEqual(['Edit profile', 'Change role…', 'Reactivate'])
    await user.click(screen.getByRole('menuitem', { name: 'Reactivate' }))
    expect(await screen.findByText('Reactivated Carl Inactive')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/users/12')[0]?.body).toEqual({ is_active: 1 })
  })

  it('changes a role in the Change role modal: no Super Admin or Visitor, the current one chosen', async () => {
    const api = usersApi()
    const { user } = renderWithProviders(<AdminArea />, { route: '/admin/users' })
    await user.click(await screen.findByRole('button', { name: 'Actions for Bob Ray' }))
    await user.click(screen.getByRole('menuitem', { name: 'Change role…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change Bob Ray’s role' })
    const select = within(dialog).getByRole('combobox', { name: /^Role/ })
    expect(select).toHaveDisplayValue('Member')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Member', 'Contributor', 'Admin', 'Editors'])
    const confirm = within(dialog).getByRole('button', { name: 'Change role' })
    expect(confirm).toBeDisabled()
    expect(api.callsTo('PUT', '/api/users/11')).toHaveLength(0)

    await user.selectOptions(select, 'Editors')
    await user.click(confirm)
    expect(await screen.findByText('Bob Ray is now Editors')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/users/11')[0]?.body).toEqual({ role_id: 6 })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('disables a role holding permissions the viewer lacks', async () => {
    const eventsTeam = role({
      id: 8,
      key: 'custom-events',
      label: 'Events team',
      permissions: ['events.manage'],
    })
    mockApi({
      'GET /api/me': () =>
        item(
          me({
            role: 'member',
            permissions: [
              'users.update',
              'users.set.role_id',
              'users.set.is_active',
              'news.create',
            ],
          }),
        ),
      'GET /api/settings': () => settings(null),
      'GET /api/users': () => page([bob]),
      'GET /api/roles': () => page([...BUILT_IN_ROLES, role(), eventsTeam], { perPage: 100 }),
    })
    const { user } = renderWithProviders(<AdminArea />, { route: '/admin/users' })
    await user.click(await screen.findByRole('button', { name: 'Actions for Bob Ray' }))
    await user.click(screen.getByRole('menuitem', { name: 'Change role…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change Bob Ray’s role' })
    expect(within(dialog).getByRole('option', { name: 'Editors' })).not.toBeDisabled()
    expect(
      within(dialog).getByRole('option', { name: 'Events team (has permissions you lack)' }),
    ).toBeDisabled()
  })

  it('offers no role or status change on one’s own row, and says why', async () => {
    const self = adminUser({
      id: ada.id,
      full_name: 'Ada Admin',
      role: 'admin',
      role_label: 'Admin',
    })
    usersApi({ users: [self, bob] })
    const { user } = renderWithProviders(<AdminArea />, { route: '/admin/users' })
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Admin' }))
    expect(menuItems()).toEqual(['Edit profile'])
    expect(screen.getByText('You cannot change your own role or status.')).toBeInTheDocument()
  })

  it.each([
    {
      who: 'a super admin, to an admin',
      target: adminUser({
        id: 20,
        full_name: 'Sue Super',
        role: 'super_admin',
        role_label: 'Super Admin',
      }),
      roles: [],
      reason: 'Only a super admin can change a super admin.',
    },
    {
      who: 'a member on a role holding permissions the viewer lacks',
      target: adminUser({ id: 21, full_name: 'Pat Power', role: 'member', role_id: 7 }),
      roles: [role({ id: 7, key: 'custom-power', label: 'Power', permissions: ['polls.manage'] })],
      reason: 'They hold permissions you do not hold, so you cannot change their role or status.',
    },
  ])('offers no role or status change to $who', async ({ target, roles, reason }) => {
    const api = mockApi({
      'GET /api/me': () => item(ada),
      'GET /api/settings': () => settings(null),
      'GET /api/users': () => page([target]),
      'GET /api/roles': () => page([...BUILT_IN_ROLES, ...roles], { perPage: 100 }),
    })
    const { user } = renderWithProviders(<AdminArea />, { route: '/admin/users' })
    // The roles say what the member holds: the menu is judged once they have come.
    await waitFor(() => expect(api.callsTo('GET', '/api/roles')).toHaveLength(1))
    await user.click(await screen.findByRole('button', { name: `Actions for ${target.full_name}` }))
    expect(await screen.findByText(reason)).toBeInTheDocument()
    expect(menuItems()).toEqual(['Edit profile'])
  })

  it('offers only status changes to a viewer who may not change roles, and only the editor to one who may change neither', async () => {
    usersApi({ viewer: me({ role: 'member', permissions: ['users.set.is_active'] }) })
    const { user, unmount } = renderWithProviders(<AdminArea />, { route: '/admin/users' })
    await user.click(await screen.findByRole('button', { name: 'Actions for Bob Ray' }))
    expect(menuItems()).toEqual(['View profile', 'Deactivate…'])
    unmount()

    usersApi({ viewer: me({ role: 'member', permissions: ['users.update'] }) })
    const second = renderWithProviders(<AdminArea />, { route: '/admin/users' })
    await second.user.click(await screen.findByRole('button', { name: 'Actions for Bob Ray' }))
    expect(menuItems()).toEqual(['Edit profile'])
  })

  it("says 'No users found' when the list is empty", async () => {
    usersApi({ users: [] })
    renderWithProviders(<AdminArea />, { route: '/admin/users' })
    expect(await screen.findByText('No users found')).toBeInTheDocument()
  })

  it('opens a member’s editor from /admin/users/:id', async () => {
    const fetched = mockApi({
      'GET /api/me': () => item(ada),
      'GET /api/settings': () => settings(null),
      'GET /api/users': () => page([ann, bob]),
      'GET /api/roles': () => page(BUILT_IN_ROLES, { perPage: 100 }),
      'GET /api/users/:id': () => item(bob),
      'PUT /api/users/:id': ({ body }) =>
        item({ ...bob, ...(body as object), full_name: 'Robert Ray' }),
    })
    const { user } = renderWithProviders(<AdminArea />, { route: '/admin/users/11?userStatus=1' })
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' })
    const forename = await within(dialog).findByLabelText('Forename')
    expect(forename).toHaveValue('Bob')
    const save = within(dialog).getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    await user.clear(forename)
    await user.type(forename, 'Robert')
    await user.click(save)
    expect(await screen.findByText('Saved Robert Ray')).toBeInTheDocument()
    expect(fetched.callsTo('PUT', '/api/users/11')[0]?.body).toEqual({ forename: 'Robert' })
    await waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\?userStatus=1$/),
      {
        timeout: 1500,
      },
    )
  })
})
