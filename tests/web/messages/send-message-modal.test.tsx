import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MESSAGE_TEXT } from '@worker/messages/messages.schemas'
import { SendMessageModal } from '@/components/members/send-message-modal'
import { SEARCH_DEBOUNCE_MS } from '@/components/members/recipient-picker'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { BEN } from './messages-fixtures'

const CAL = {
  id: 9,
  full_name: 'Cal Reyes',
  slug: 'cal-reyes',
  img: '/files/cal.jpg',
  initials: 'CR',
}
const NETWORK = [BEN, CAL]

/** The member's network searched by name; sends answered by `onSend`. */
const server = (onSend: (r: ApiRequest) => Response = () => jsonResponse(500, {})) =>
  mockFetch((r) => {
    if (r.path === '/api/message-users/candidates') {
      const q = (r.query.get('q') ?? '').toLowerCase()
      return jsonResponse(200, {
        data: NETWORK.filter((u) => u.full_name.toLowerCase().includes(q)),
      })
    }
    if (r.path === '/api/message-posts' || r.path === '/api/group-message-threads') return onSend(r)
    return undefined
  })

const closed: string[] = []
const renderModal = () =>
  renderScreen(
    '/messages',
    <SendMessageModal opened onClose={() => closed.push('closed')} onSent={() => undefined} />,
  )

const choose = async (user: ReturnType<typeof renderModal>['user'], name: string) => {
  await user.type(screen.getByRole('textbox', { name: 'Search your network' }), name.slice(0, 3))
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }))
}

describe('send message modal', () => {
  it('asks for a recipient and a message, with the spec words, before sending anything', async () => {
    const { requests } = server()
    const { user } = renderModal()
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    expect(await screen.findByText(MESSAGE_TEXT.chooseRecipient)).toBeInTheDocument()
    expect(screen.getByText(MESSAGE_TEXT.messageRequired)).toBeInTheDocument()
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('searches the network 300 ms after typing stops and shows initials or a picture', async () => {
    const { requests } = server()
    const { user } = renderModal()
    const searches = () =>
      requests
        .filter((r) => r.path === '/api/message-users/candidates')
        .map((r) => r.query.get('q'))
    await waitFor(() => expect(searches()).toEqual(['']))
    await user.type(screen.getByRole('textbox', { name: 'Search your network' }), 'Ben')
    expect(searches()).toEqual([''])
    await waitFor(() => expect(searches()).toEqual(['', 'Ben']), {
      timeout: SEARCH_DEBOUNCE_MS * 5,
    })
    const option = await screen.findByRole('option', { name: /Ben Okri/ })
    expect(within(option).getByText('BO')).toBeInTheDocument()
  })

  it('sends to one connection as a 1:1 message, says "Message Sent" and closes 400 ms later', async () => {
    const { requests } = server(() => jsonResponse(201, { data: { id: 1, message_thread_id: 5 } }))
    closed.length = 0
    const { user } = renderModal()
    await choose(user, 'Ben Okri')
    expect(screen.getByRole('button', { name: 'Remove Ben Okri' })).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Coffee tomorrow?')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findAllByText(MESSAGE_TEXT.sent)).length).toBeGreaterThan(0)
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/message-posts',
      body: { user_id: BEN.id, body: 'Coffee tomorrow?' },
    })
    expect(closed).toEqual([])
    await waitFor(() => expect(closed).toEqual(['closed']), { timeout: 2000 })
  })

  it('starts a group thread for two recipients, both shown as chips', async () => {
    const { requests } = server(() =>
      jsonResponse(201, { data: { thread: { id: 12 }, post: { id: 1 } } }),
    )
    const { user } = renderModal()
    await choose(user, 'Ben Okri')
    await choose(user, 'Cal Reyes')
    expect(screen.getByRole('button', { name: 'Remove Ben Okri' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove Cal Reyes' })).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Planning the meetup')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')).toMatchObject({
        path: '/api/group-message-threads',
        body: { users: [BEN.id, CAL.id], body: 'Planning the meetup' },
      }),
    )
  })

  it('shows the spec texts on a 403 with no resend, and a resend on another failure', async () => {
    let status = 403
    const { requests } = server(() => jsonResponse(status, { message: 'Refused' }))
    const { user } = renderModal()
    await choose(user, 'Ben Okri')
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(MESSAGE_TEXT.notSentTitle)
    expect(alert).toHaveTextContent(MESSAGE_TEXT.notConnected)
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument()

    status = 500
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const retry = await screen.findByRole('button', { name: MESSAGE_TEXT.retry })
    await user.click(retry)
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(3))
  })

  it('stays open on Escape (closes only explicitly)', async () => {
    server()
    closed.length = 0
    const { user } = renderModal()
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(closed).toEqual([])
  })
})
