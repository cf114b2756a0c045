import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { reply } from '../admin/helpers/mock-api'
import { founders, group, groupsApi, item, renderGroups } from './helpers'

const openNew = async (canSetStatus = true) => {
  const rendered = renderGroups('/admin/groups?create', canSetStatus)
  const dialog = await screen.findByRole('dialog', { name: 'New Group' })
  await within(dialog).findByRole('textbox', { name: /^Title/ })
  return { ...rendered, dialog }
}

describe('Group editor', () => {
  it('opens from New Group and creates a pending private group, closing 400 ms after the save', async () => {
    const api = groupsApi({
      'POST /api/groups': () =>
        reply(201, item(group({ id: 9, title: 'Book club', status: 'pending', total_users: 0 }))),
    })
    const { user } = renderGroups()
    await user.click(await screen.findByRole('button', { name: 'New Group' }))
    const dialog = await screen.findByRole('dialog', { name: 'New Group' })
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/groups?create=')
    await user.type(await within(dialog).findByRole('textbox', { name: /^Title/ }), 'Book club')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Added group: Book club')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/groups')[0]?.body).toEqual({
      title: 'Book club',
      description: null,
      img: null,
      status: 'pending',
      privacy: 'private',
      show_members: true,
      settings: { hide_attendees: false },
    })
    expect(screen.getByRole('dialog', { name: 'New Group' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 1500,
    })
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/groups$/)
  })

  it('offers exactly Private and Public, a 1140 × 400 banner, the description editor and the flags', async () => {
    groupsApi()
    const { user, dialog } = await openNew()
    await user.click(within(dialog).getByRole('combobox', { name: /^Privacy/ }))
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Private', 'Public'])
    expect(within(dialog).getByText(/Cropped to 1140 × 400 px/)).toBeInTheDocument()
    expect(await within(dialog).findByRole('textbox', { name: 'Description' })).toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: /Show members/ })).toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: /Hide attendees/ })).not.toBeChecked()
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toHaveValue('Pending')
  })

  it('hides the status from those who may not set it and does not send one', async () => {
    const api = groupsApi({
      'POST /api/groups': () => reply(201, item(group({ id: 9, title: 'Quiet' }))),
    })
    const { user, dialog } = await openNew(false)
    expect(within(dialog).queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Quiet')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await screen.findByText('Added group: Quiet')
    expect(api.callsTo('POST', '/api/groups')[0]?.body).not.toHaveProperty('status')
  })

  it('refuses an empty title before sending anything', async () => {
    const api = groupsApi()
    const { user, dialog } = await openNew()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/groups')).toHaveLength(0)
  })

  it("puts a 422's messages beside the fields and stays open", async () => {
    groupsApi({
      'POST /api/groups': () =>
        reply(422, {
          message: "Request couldn't be processed",
          errors: {
            title: ['Titles are at most 120 characters'],
            img: ['Use an uploaded image or an https:// address'],
          },
        }),
    })
    const { user, dialog } = await openNew()
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Too long')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Titles are at most 120 characters')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(
      within(dialog).getByText('Use an uploaded image or an https:// address'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'New Group' })).toBeInTheDocument()
  })

  it('edits a group: loads its values, makes it public and approved, and PUTs them', async () => {
    const api = groupsApi({
      'PUT /api/groups/:id': () =>
        item(group({ title: 'Founders', privacy: 'public', private: 0, status: 'approved' })),
    })
    const { user } = renderGroups(`/admin/groups?edit&id=${founders.id}`)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Group' })
    const title = await within(dialog).findByRole('textbox', { name: /^Title/ })
    expect(title).toHaveValue("Founders' circle")
    await user.clear(title)
    await user.type(title, 'Founders')
    await user.click(within(dialog).getByRole('combobox', { name: /^Privacy/ }))
    await user.click(await screen.findByRole('option', { name: 'Public' }))
    await user.click(within(dialog).getByRole('checkbox', { name: /Hide attendees/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Updated group: Founders')).toBeInTheDocument()
    expect(api.callsTo('PUT', `/api/groups/${founders.id}`)[0]?.body).toEqual({
      title: 'Founders',
      description: null,
      img: null,
      status: 'approved',
      privacy: 'public',
      show_members: true,
      settings: { hide_attendees: true },
    })
  })

  it('does not close on Escape, only on Close', async () => {
    groupsApi()
    const { user, dialog } = await openNew()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'New Group' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
