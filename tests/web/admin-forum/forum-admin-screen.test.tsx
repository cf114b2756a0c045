import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { reply } from '../admin/helpers/mock-api'
import { page, settings } from '../admin/helpers/fixtures'
import { forumApi, renderForum } from './helpers'

/** The switch's input, found through its label (role queries are slow in happy-dom). */
const switchLabelled = async (text: string) => {
  const label = (await screen.findByText(text)).closest('label')
  const input = label ? document.getElementById(label.htmlFor) : null
  if (!(input instanceof HTMLInputElement)) throw new Error(`No switch labelled ${text}`)
  return input
}

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr')
  if (!row) throw new Error(`No row for ${name}`)
  return within(row)
}

describe('Admin Forum screen', () => {
  it('lists each category with its group, thread and reply counts and last activity', async () => {
    const api = forumApi()
    renderForum()
    expect(await screen.findByRole('heading', { name: 'Forum' })).toBeInTheDocument()
    const first = await rowOf('General discussion')
    expect(first.getByText('12')).toBeInTheDocument()
    expect(first.getByText('87')).toBeInTheDocument()
    expect(first.getByText('None')).toBeInTheDocument()
    expect(first.getByText('Fri 20th Nov 2026 02:30pm')).toBeInTheDocument()
    expect(first.getByRole('button', { name: 'Edit General discussion' })).toBeInTheDocument()
    expect(first.getByRole('button', { name: 'Delete General discussion' })).toBeInTheDocument()
    const second = await rowOf('Founders only')
    expect(second.getByText("Founders' circle")).toBeInTheDocument()
    expect(second.getByText('Private')).toBeInTheDocument()
    expect(second.getByText('No activity yet')).toBeInTheDocument()
    for (const header of ['Name', 'Group', 'Threads', 'Replies', 'Last activity']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument()
    }
    // Spec 02: admin lists page by 15.
    expect(api.callsTo('GET', '/api/forum/categories')[0]?.url.searchParams.get('page_size')).toBe(
      '15',
    )
  })

  it("says 'No categories found' when there are none", async () => {
    forumApi({ 'GET /api/forum/categories': () => page([], { perPage: 100 }) })
    renderForum()
    expect(await screen.findByText('No categories found')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('hides New, Edit and Delete from those without forum-categories.manage, and the switch without settings rights', async () => {
    forumApi()
    renderForum('/admin/forum', { canEditCategories: false, canSwitchForum: false })
    await screen.findByText('General discussion')
    expect(screen.queryByRole('button', { name: 'New Category' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument()
    expect(screen.queryByText(/The forum is/)).not.toBeInTheDocument()
  })
})

describe('Admin Forum screen: deleting a category', () => {
  it('confirms with a sentence saying the threads go too, then deletes', async () => {
    const api = forumApi({ 'DELETE /api/forum/categories/:id': () => ({ data: { id: 1 } }) })
    const { user } = renderForum()
    await user.click(
      (await rowOf('General discussion')).getByRole('button', {
        name: 'Delete General discussion',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' })
    expect(dialog).toHaveTextContent(
      'Delete “General discussion”? Its 12 threads and all their replies are deleted with it.',
    )
    expect(api.callsTo('DELETE', '/api/forum/categories/1')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(api.callsTo('DELETE', '/api/forum/categories/1')).toHaveLength(1))
    // The list is read again, so the deleted row goes.
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/forum/categories').length).toBeGreaterThan(1),
    )
  })

  it('deletes nothing when the confirm is cancelled', async () => {
    const api = forumApi()
    const { user } = renderForum()
    await user.click(
      (await rowOf('Founders only')).getByRole('button', { name: 'Delete Founders only' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' })
    expect(dialog).toHaveTextContent('Its 1 thread and all their replies')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/forum/categories/2')).toHaveLength(0)
  })
})

describe('Admin Forum screen: the forum switch', () => {
  it('PUTs is_forum_active false and then reloads the page', async () => {
    const reload = vi.fn<() => void>()
    const api = forumApi({
      'PUT /api/settings/forum': () => ({ data: { is_forum_active: false } }),
    })
    const { user } = renderForum('/admin/forum', { reload })
    const toggle = await switchLabelled('The forum is on')
    expect(toggle).toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(api.callsTo('PUT', '/api/settings/forum')[0]?.body).toEqual({ is_forum_active: false })
  })

  it('shows the forum as off and switches it on', async () => {
    const reload = vi.fn<() => void>()
    const off = settings()
    const api = forumApi({
      'GET /api/settings': () => ({ data: { ...off.data, is_forum_active: false } }),
      'PUT /api/settings/forum': () => ({ data: { is_forum_active: true } }),
    })
    const { user } = renderForum('/admin/forum', { reload })
    const toggle = await switchLabelled('The forum is off')
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(api.callsTo('PUT', '/api/settings/forum')[0]?.body).toEqual({ is_forum_active: true })
  })

  it('does not reload when the save fails', async () => {
    const reload = vi.fn<() => void>()
    const api = forumApi({
      'PUT /api/settings/forum': () => reply(403, { message: 'Not allowed' }),
    })
    const { user } = renderForum('/admin/forum', { reload })
    await user.click(await switchLabelled('The forum is on'))
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings/forum')).toHaveLength(1))
    await waitFor(async () => expect(await switchLabelled('The forum is on')).toBeEnabled())
    expect(reload).not.toHaveBeenCalled()
  })
})
