import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { reply } from '../admin/helpers/mock-api'
import { founders, groupsApi, page, renderGroups, walkers } from './helpers'

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!

describe('Groups screen', () => {
  it('lists groups with privacy, status, members and their actions', async () => {
    groupsApi()
    renderGroups()
    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeInTheDocument()
    const founderRow = await rowOf("Founders' circle")
    expect(within(founderRow).getByText('Private')).toBeInTheDocument()
    expect(within(founderRow).getByText('Approved')).toBeInTheDocument()
    expect(within(founderRow).getByText('6')).toBeInTheDocument()
    const walkerRow = await rowOf('Walking club')
    expect(within(walkerRow).getByText('Public')).toBeInTheDocument()
    expect(within(walkerRow).getByText('Pending')).toBeInTheDocument()
    for (const action of ['Members of', 'Edit', 'Delete']) {
      expect(
        within(walkerRow).getByRole('button', { name: `${action} Walking club` }),
      ).toBeInTheDocument()
    }
    expect(screen.getByText('2 groups')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New Group' })).toBeInTheDocument()
  })

  it("says 'No groups found' when there are none", async () => {
    groupsApi({ 'GET /api/groups': () => page([], { perPage: 20 }) })
    renderGroups()
    expect(await screen.findByText('No groups found')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('filters by status and search through the address', async () => {
    const api = groupsApi()
    const { user } = renderGroups()
    await screen.findByText("Founders' circle")
    await user.click(screen.getByRole('radio', { name: 'Pending' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/groups?status=pending'),
    )
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'walk')
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/groups?status=pending&q=walk',
      ),
    )
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/groups').at(-1)!
      expect(last.url.searchParams.get('status')).toBe('pending')
      expect(last.url.searchParams.get('q')).toBe('walk')
      expect(last.url.searchParams.get('page')).toBe('1')
    })
  })

  it('deletes a group only after the confirm dialog', async () => {
    const api = groupsApi({
      'DELETE /api/groups/:id': ({ params }) => ({ data: { id: Number(params.id) } }),
    })
    const { user } = renderGroups()
    await user.click(
      within(await rowOf('Walking club')).getByRole('button', { name: 'Delete Walking club' }),
    )
    const confirm = await screen.findByRole('dialog', { name: 'Delete group' })
    expect(within(confirm).getByText(/Delete “Walking club”\?/)).toBeInTheDocument()
    expect(api.callsTo('DELETE', `/api/groups/${walkers.id}`)).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Deleted group: Walking club')).toBeInTheDocument()
    expect(api.callsTo('DELETE', `/api/groups/${walkers.id}`)).toHaveLength(1)
    expect(api.callsTo('DELETE', `/api/groups/${founders.id}`)).toHaveLength(0)
  })

  it('keeps the group when the delete is cancelled', async () => {
    const api = groupsApi()
    const { user } = renderGroups()
    await user.click(
      within(await rowOf('Walking club')).getByRole('button', { name: 'Delete Walking club' }),
    )
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete group' })).getByRole('button', {
        name: 'Cancel',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)
  })

  it('shows the error state when the list fails', async () => {
    groupsApi({ 'GET /api/groups': () => reply(500, { message: 'Server error' }) })
    renderGroups()
    expect(await screen.findByText('The groups could not be loaded.')).toBeInTheDocument()
  })
})
