import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { forumApi, renderForum } from '../admin-forum/helpers'
import { founders, groupsApi, renderGroups } from '../admin-groups/helpers'
import { tryToDismiss } from './dismiss'

// Spec 02 §2: "Editors block closing by escape or backdrop until saved or explicitly closed" (the
// group member manager is one of its modal editors); spec 01 §5 for the confirm dialog.
describe('admin modals ignore Escape and the backdrop', { timeout: 15_000 }, () => {
  it('the group member manager stays, with its search, until its ×', async () => {
    groupsApi()
    const { user } = renderGroups(`/admin/groups?members=${founders.id}`)
    const name = "Members of Founders' circle"
    const search = await within(await screen.findByRole('dialog', { name })).findByRole(
      'searchbox',
      { name: 'Search' },
    )
    await user.type(search, 'Ada')

    const dialog = within(await tryToDismiss(user, name))
    expect(dialog.getByRole('searchbox', { name: 'Search' })).toHaveValue('Ada')
    await user.click(dialog.getByRole('button', { name: 'Close the member manager' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('the group editor keeps a typed title', async () => {
    groupsApi()
    const { user } = renderGroups('/admin/groups?create')
    const title = await within(await screen.findByRole('dialog', { name: 'New Group' })).findByRole(
      'textbox',
      { name: /^Title/ },
    )
    await user.type(title, 'Book club')

    const dialog = within(await tryToDismiss(user, 'New Group'))
    expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue('Book club')
  })

  it('the delete-group confirm stays until Cancel, deleting nothing', async () => {
    const api = groupsApi()
    const { user } = renderGroups()
    await user.click(await screen.findByRole('button', { name: "Delete Founders' circle" }))
    await screen.findByRole('dialog', { name: 'Delete group' })

    const dialog = await tryToDismiss(user, 'Delete group')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', `/api/groups/${founders.id}`)).toHaveLength(0)
  })

  it('the forum category editor keeps a typed name', async () => {
    forumApi()
    const { user } = renderForum('/admin/forum?create')
    const name = await within(
      await screen.findByRole('dialog', { name: 'New Category' }),
    ).findByRole('textbox', { name: /^Name/ })
    await user.type(name, 'Announcements')

    const dialog = within(await tryToDismiss(user, 'New Category'))
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Announcements')
  })
})
