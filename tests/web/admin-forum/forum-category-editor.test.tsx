import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { reply } from '../admin/helpers/mock-api'
import { category, forumApi, founders, item, renderForum } from './helpers'

const openNew = async () => {
  const rendered = renderForum('/admin/forum?create')
  const dialog = await screen.findByRole('dialog', { name: 'New Category' })
  await within(dialog).findByLabelText(/^Name/)
  return { ...rendered, dialog }
}

describe('Forum category editor', () => {
  it('opens from New Category and creates a category without a slug, closing after the save', async () => {
    const api = forumApi({
      'POST /api/forum/categories': () =>
        reply(
          201,
          item(category({ id: 9, name: 'Marketing', slug: 'marketing', total_threads: 0 })),
        ),
    })
    const { user } = renderForum()
    await user.click(await screen.findByRole('button', { name: 'New Category' }))
    const dialog = await screen.findByRole('dialog', { name: 'New Category' })
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/forum?create=')
    await user.type(await within(dialog).findByLabelText(/^Name/), 'Marketing')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Added category: Marketing')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/forum/categories')[0]?.body).toEqual({
      name: 'Marketing',
      img: null,
      group_id: null,
    })
    expect(screen.getByRole('dialog', { name: 'New Category' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 1500,
    })
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/forum$/)
  })

  it('refuses an empty name before sending anything', async () => {
    const api = forumApi()
    const { user, dialog } = await openNew()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/forum/categories')).toHaveLength(0)
  })

  it("puts a 422's messages beside the fields", async () => {
    forumApi({
      'POST /api/forum/categories': () =>
        reply(422, {
          message: "Request couldn't be processed",
          errors: { slug: ['That slug is already taken'] },
        }),
    })
    const { user, dialog } = await openNew()
    await user.type(within(dialog).getByLabelText(/^Name/), 'General')
    await user.type(within(dialog).getByLabelText(/^Slug/), 'general-discussion')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('That slug is already taken')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('dialog', { name: 'New Category' })).toBeInTheDocument()
  })

  it('edits a category: renames it and gates it by a group', async () => {
    const api = forumApi({
      'PUT /api/forum/categories/:id': () =>
        item(category({ name: 'General chat', group_id: founders.id })),
    })
    const { user } = renderForum('/admin/forum?edit&id=1')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' })
    const name = await within(dialog).findByLabelText(/^Name/)
    expect(name).toHaveValue('General discussion')
    await user.clear(name)
    await user.type(name, 'General chat')
    await user.click(within(dialog).getByLabelText('Group', { selector: 'input' }))
    await user.click(await screen.findByRole('option', { name: "Founders' circle (private)" }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Updated category: General chat')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/forum/categories/1')[0]?.body).toEqual({
      name: 'General chat',
      slug: 'general-discussion',
      img: null,
      group_id: founders.id,
    })
  })

  it('does not close on Escape, only on Close', async () => {
    forumApi()
    const { user, dialog } = await openNew()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'New Category' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
