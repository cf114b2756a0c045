import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { reply } from '../admin/helpers/mock-api'
import {
  ada,
  founders,
  grace,
  groupsApi,
  item,
  member,
  page,
  renderGroups,
  request,
} from './helpers'

const openManager = async () => {
  const rendered = renderGroups(`/admin/groups?members=${founders.id}`)
  const dialog = await screen.findByRole('dialog', { name: "Members of Founders' circle" })
  return { ...rendered, dialog }
}

describe('Group member manager', () => {
  it('opens from a row’s Members button on the All Users tab, listing users with Add or Remove', async () => {
    const api = groupsApi()
    const { user } = renderGroups()
    await user.click(await screen.findByRole('button', { name: "Members of Founders' circle" }))
    const dialog = await screen.findByRole('dialog', { name: "Members of Founders' circle" })
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/groups?members=${founders.id}`)
    expect(within(dialog).getByRole('tab', { name: 'All Users' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(within(dialog).getByRole('tab', { name: /Requests/ })).toBeInTheDocument()
    expect(
      await within(dialog).findByRole('button', { name: 'Add Ada Lovelace' }),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument()
    const [call] = api.callsTo('GET', `/api/groups/${founders.id}/users`)
    expect(call?.url.searchParams.get('scope')).toBe('all')
    expect(call?.url.searchParams.get('page')).toBe('1')
  })

  it("adds a user: 'User added to group', and the row turns to Remove", async () => {
    let joined = false
    const api = groupsApi({
      'GET /api/groups/:id/users': () =>
        page([member({ is_member: joined }), grace], { perPage: 15 }),
      'POST /api/groups/:id/users': () => {
        joined = true
        return reply(
          201,
          item({ group_id: founders.id, user_id: ada.id, message: 'User added to group' }),
        )
      },
    })
    const { user, dialog } = await openManager()
    await user.click(await within(dialog).findByRole('button', { name: 'Add Ada Lovelace' }))
    expect(await screen.findByText('User added to group')).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/groups/${founders.id}/users`)[0]?.body).toEqual({
      user_id: ada.id,
    })
    expect(
      await within(dialog).findByRole('button', { name: 'Remove Ada Lovelace' }),
    ).toBeInTheDocument()
  })

  it("removes a user: 'User removed from group'", async () => {
    const api = groupsApi({
      'DELETE /api/groups/:id/users/:user_id': ({ params }) =>
        item({
          group_id: Number(params.id),
          user_id: Number(params.user_id),
          message: 'User removed from group',
        }),
    })
    const { user, dialog } = await openManager()
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Grace Hopper' }))
    expect(await screen.findByText('User removed from group')).toBeInTheDocument()
    expect(api.callsTo('DELETE', `/api/groups/${founders.id}/users/${grace.id}`)).toHaveLength(1)
  })

  it('searches the users and pages through them', async () => {
    const api = groupsApi({
      'GET /api/groups/:id/users': ({ url }) =>
        page(url.searchParams.get('page') === '2' ? [grace] : [ada], {
          total: 16,
          perPage: 15,
          currentPage: Number(url.searchParams.get('page')),
        }),
    })
    const { user, dialog } = await openManager()
    await within(dialog).findByRole('button', { name: 'Add Ada Lovelace' })
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }))
    expect(
      await within(dialog).findByRole('button', { name: 'Remove Grace Hopper' }),
    ).toBeInTheDocument()
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'ada')
    await waitFor(() => {
      const last = api.callsTo('GET', `/api/groups/${founders.id}/users`).at(-1)!
      expect(last.url.searchParams.get('q')).toBe('ada')
      expect(last.url.searchParams.get('page')).toBe('1')
    })
  })

  it("says 'No users found' when the search matches nobody", async () => {
    groupsApi({ 'GET /api/groups/:id/users': () => page([], { perPage: 15 }) })
    const { dialog } = await openManager()
    expect(await within(dialog).findByText('No users found')).toBeInTheDocument()
  })

  it('lists join requests with Accept and Decline; accepting adds the user', async () => {
    let pending = [request()]
    const api = groupsApi({
      'GET /api/group-user-requests': () => page(pending, { perPage: 999 }),
      'POST /api/group-user-requests/:id/accept': ({ params }) => {
        pending = []
        return item({
          id: Number(params.id),
          group_id: founders.id,
          user_id: 23,
          message: 'User added to group',
        })
      },
    })
    const { user, dialog } = await openManager()
    await user.click(within(dialog).getByRole('tab', { name: /Requests/ }))
    expect(await within(dialog).findByText('Alan Turing')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Decline Alan Turing' })).toBeInTheDocument()
    const asked = api.callsTo('GET', '/api/group-user-requests')[0]?.url.searchParams
    expect(asked?.get('group_id')).toBe(String(founders.id))
    // Spec 02: requests are fetched 999 a page (all of them, in practice).
    expect(asked?.get('page_size')).toBe('999')
    await user.click(within(dialog).getByRole('button', { name: 'Accept Alan Turing' }))
    expect(await screen.findByText('User added to group')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/group-user-requests/31/accept')).toHaveLength(1)
    expect(await within(dialog).findByText('No pending requests')).toBeInTheDocument()
  })

  it("declines a request: 'User request declined' and the row goes", async () => {
    let pending = [request()]
    const api = groupsApi({
      'GET /api/group-user-requests': () => page(pending, { perPage: 999 }),
      'POST /api/group-user-requests/:id/decline': ({ params }) => {
        pending = []
        return item({ id: Number(params.id), message: 'User request declined' })
      },
    })
    const { user, dialog } = await openManager()
    await user.click(within(dialog).getByRole('tab', { name: /Requests/ }))
    await user.click(await within(dialog).findByRole('button', { name: 'Decline Alan Turing' }))
    expect(await screen.findByText('User request declined')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/group-user-requests/31/decline')).toHaveLength(1)
    await waitFor(() => expect(within(dialog).queryByText('Alan Turing')).not.toBeInTheDocument())
    expect(api.callsTo('POST', '/api/group-user-requests/31/accept')).toHaveLength(0)
  })
})
