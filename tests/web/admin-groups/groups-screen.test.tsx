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
    groupsApi({ 'GET /api/groups': () => page([], { perPage: 15 }) })
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

  it('asks for 15 groups a page, as every admin list (spec 02), and pages with the pager', async () => {
    const api = groupsApi({
      'GET /api/groups': ({ url }) =>
        page([founders, walkers], {
          total: 32,
          perPage: Number(url.searchParams.get('page_size')),
          currentPage: Number(url.searchParams.get('page')),
        }),
    })
    const { user } = renderGroups()
    await screen.findByText("Founders' circle")
    expect(api.callsTo('GET', '/api/groups')[0]?.url.searchParams.get('page_size')).toBe('15')
    expect(screen.getByText('32 groups')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/groups').at(-1)?.url.searchParams.get('page')).toBe('2'),
    )
    expect(api.callsTo('GET', '/api/groups').at(-1)?.url.searchParams.get('page_size')).toBe('15')
  })

  it('shows the error state when the list fails', async () => {
    groupsApi({ 'GET /api/groups': () => reply(500, { message: 'Server error' }) })
    renderGroups()
    expect(await screen.findByText('The groups could not be loaded.')).toBeInTheDocument()
  })
})
