import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { item, me, role } from './helpers/fixtures'
import { reply } from './helpers/mock-api'
import { editors, openEditor, permissionsOfRole, renderRoles, standardApi } from './helpers/roles'

describe('Role editor: Save only when there are changes', { timeout: 15_000 }, () => {
  it('is disabled on open, enabled after an edit and disabled again when it is undone', async () => {
    standardApi()
    const { user, dialog } = await openEditor()
    const save = within(dialog).getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()

    const label = within(dialog).getByLabelText('Label')
    await user.type(label, 's')
    expect(label).toHaveValue('Editorss')
    expect(save).toBeEnabled()
    await user.type(label, '{Backspace}')
    expect(save).toBeDisabled()

    await user.click(within(dialog).getByRole('tab', { name: 'Permissions' }))
    await user.click(
      await within(dialog).findByRole('button', { name: 'Remove Create news posts' }),
    )
    expect(save).toBeEnabled()
    await user.click(within(dialog).getByLabelText('Add permissions'))
    await user.click(await screen.findByRole('option', { name: /Create news posts/ }))
    expect(within(permissionsOfRole()).getByText('news.create')).toBeInTheDocument()
    expect(save).toBeDisabled()
  })
})

describe('Role editor: permissions', () => {
  it('says each permission in words, its key beneath, grouped with members and access first', async () => {
    standardApi({
      'GET /api/roles/:id': () =>
        item(
          role({ permissions: ['events.view', 'events.create', 'roles.manage', 'news.create'] }),
        ),
    })
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('tab', { name: 'Permissions' }))
    const list = await waitFor(() => permissionsOfRole())
    // Roles (access) before the community and content features, not the alphabet's Events first.
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Roles', 'Events', 'News'])
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) =>
        within(li)
          .getAllByText(/./)
          .map((t) => t.textContent),
      )
    // Seeing before creating; each item reads its description first, then its key.
    expect(items).toEqual([
      [
        'Create, edit and delete roles',
        'roles.manage',
        'Lets the holder change what every role may do.',
      ],
      ['View events', 'events.view'],
      ['Create events', 'events.create'],
      ['Create news posts', 'news.create'],
    ])
    expect(within(list).getByRole('button', { name: 'Remove View events' })).toBeInTheDocument()
  })

  it('adds a whole feature from its header, leaving out what the user does not hold', async () => {
    standardApi()
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('tab', { name: 'Permissions' }))
    await user.click(await within(dialog).findByLabelText('Add permissions'))
    await user.click(await screen.findByRole('option', { name: 'Add all Events permissions' }))

    const list = permissionsOfRole()
    expect(within(list).getByRole('heading', { name: 'Events' })).toBeInTheDocument()
    expect(within(list).getByText('events.create')).toBeInTheDocument()
    expect(within(list).getByText('events.manage')).toBeInTheDocument()
    expect(within(list).getByText('events.view')).toBeInTheDocument()
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'Added 3 Events permissions.',
    )
  })

  it('shows permissions the user does not hold as disabled, and the feature header skips them', async () => {
    standardApi()
    const viewer = me({
      permissions: ['events.view', 'events.create', 'news.create', 'roles.manage'],
    })
    const { user } = renderRoles('/admin/roles?edit&id=6', viewer)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' })
    await user.click(await within(dialog).findByRole('tab', { name: 'Permissions' }))
    await user.click(await within(dialog).findByLabelText('Add permissions'))
    const manage = await screen.findByRole('option', { name: /Manage anyone’s events/ })
    expect(manage).toHaveAttribute('data-combobox-disabled')
    expect(manage).toHaveTextContent('you do not hold this permission')

    await user.click(screen.getByRole('option', { name: 'Add all Events permissions' }))
    const list = permissionsOfRole()
    expect(within(list).getByText('events.view')).toBeInTheDocument()
    expect(within(list).queryByText('events.manage')).not.toBeInTheDocument()
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      '1 permission you do not hold was left out',
    )
  })

  it("says 'already added' for a permission the role has", async () => {
    standardApi()
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('tab', { name: 'Permissions' }))
    await user.click(await within(dialog).findByLabelText('Add permissions'))
    await user.click(await screen.findByRole('option', { name: /Create news posts/ }))
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'Create news posts is already added.',
    )
    expect(within(permissionsOfRole()).getAllByText('news.create')).toHaveLength(1)
  })

  it('warns about keys missing from the catalogue and shows catalogue warnings', async () => {
    const legacy = role({ permissions: ['legacy.thing', 'roles.manage'] })
    standardApi({ 'GET /api/roles/:id': () => item(legacy) })
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('tab', { name: 'Permissions' }))
    const list = permissionsOfRole()
    expect(
      within(list).getByText(
        '"legacy.thing" permission could not be found. It may no longer be supported.',
      ),
    ).toBeInTheDocument()
    expect(
      within(list).getByText('Lets the holder change what every role may do.'),
    ).toBeInTheDocument()
  })

  it('shows Super Admin read-only, without Save or a picker', async () => {
    standardApi()
    renderRoles('/admin/roles?edit&id=5')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' })
    expect(
      await within(dialog).findByText('Super Admin holds every permission and cannot be changed.'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText('Label')).toHaveAttribute('readonly')
    expect(within(dialog).queryByRole('tab', { name: 'Delete' })).not.toBeInTheDocument()
  })
})

describe('Role editor: saving', () => {
  it('sends PUT /api/roles/:id, alerts "Updated role: …" and closes about 400 ms later', async () => {
    const api = standardApi({
      'PUT /api/roles/:id': ({ body }) =>
        item({
          ...editors,
          label: 'News editors',
          permissions: ['news.create'],
          ...(body as object),
        }),
    })
    const { user, dialog } = await openEditor()
    const label = within(dialog).getByLabelText('Label')
    await user.clear(label)
    await user.type(label, 'News editors')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Updated role: News editors')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/roles/6')[0]?.body).toEqual({
      label: 'News editors',
      legacy_role: 'member',
      permissions: ['news.create'],
    })
    expect(screen.getByRole('dialog', { name: 'Edit Role' })).toBeInTheDocument()
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Edit Role' })).not.toBeInTheDocument(),
      {
        timeout: 1500,
      },
    )
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/roles$/)
  })

  it('sends POST /api/roles for a new role and alerts "Added role: …"', async () => {
    const api = standardApi({
      'POST /api/roles': () =>
        reply(201, item(role({ id: 7, label: 'Moderators', permissions: [] }))),
    })
    const { user } = renderRoles('/admin/roles?create')
    const dialog = await screen.findByRole('dialog', { name: 'New Role' })
    await user.type(await within(dialog).findByLabelText('Label'), 'Moderators')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Added role: Moderators')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/roles')[0]?.body).toEqual({
      label: 'Moderators',
      legacy_role: 'member',
      permissions: [],
    })
  })

  it('shows a 422 beside the field, marks its tab and focuses it', async () => {
    standardApi({
      'PUT /api/roles/:id': () =>
        reply(422, {
          message: "Request couldn't be processed",
          errors: {
            label: ['The label may be at most 60 characters.'],
            'permissions.0': ['"x" permission could not be found.'],
          },
        }),
    })
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('tab', { name: 'Permissions' }))
    await user.click(
      await within(dialog).findByRole('button', { name: 'Remove Create news posts' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(
      await within(dialog).findByText('The label may be at most 60 characters.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('tab', { name: /Overview/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(within(dialog).getByRole('tab', { name: /Overview/ })).toHaveAccessibleName(
      'Overview has errors',
    )
    expect(within(dialog).getByRole('tab', { name: /Permissions/ })).toHaveAccessibleName(
      'Permissions has errors',
    )
    await waitFor(() => expect(within(dialog).getByLabelText('Label')).toHaveFocus())
    await user.click(within(dialog).getByRole('tab', { name: /Permissions/ }))
    expect(within(permissionsOfRole()).getByRole('alert')).toHaveTextContent(
      '0: "x" permission could not be found.',
    )
  })

  it('does not close on Escape, only on Close', async () => {
    standardApi()
    const { user, dialog } = await openEditor()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Edit Role' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('Role editor: deleting', () => {
  it('asks to confirm, then deletes and alerts "Deleted role: …"', async () => {
    const api = standardApi({ 'DELETE /api/roles/:id': () => item(editors) })
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('tab', { name: 'Delete' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Delete role' }))
    expect(api.callsTo('DELETE', '/api/roles/6')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Deleted role: Editors')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/roles/6')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('offers no Delete tab on built-in roles, and keeps their legacy role fixed', async () => {
    standardApi()
    const { dialog } = await openEditor('/admin/roles?edit&id=3')
    expect(within(dialog).queryByRole('tab', { name: 'Delete' })).not.toBeInTheDocument()
    const legacy = within(dialog).getByLabelText('Legacy role')
    expect(legacy).toBeDisabled()
    expect(legacy).toHaveDisplayValue('Contributor')
  })
})
