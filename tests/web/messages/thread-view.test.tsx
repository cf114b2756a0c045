import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MESSAGE_TEXT } from '@worker/messages/messages.schemas'
import { MessagesPage } from '@/features/messages/components/messages-page'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { renderScreens } from '../helpers/render'
import { BEN, ME, pageOf, postFixture, threadFixture } from './messages-fixtures'

// The socket is the live hook's (tests/worker/messages-live.test.ts); here it stays quiet.
vi.mock('@/features/messages/live/use-message-thread-live', () => ({
  useMessageThreadLive: () => ({ mode: 'live' }),
}))

type Send = (request: ApiRequest) => Response | Promise<Response>

/** A server with one 1:1 thread (5) with Ben holding two messages; POSTs answered by `send`. */
const server = (send: Send) =>
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: ME })
    if (r.path === '/api/message-threads') return pageOf([threadFixture()], { unread: 1 })
    if (r.path === '/api/message-threads/5') return jsonResponse(200, { data: threadFixture() })
    if (r.path === '/api/message-threads/5/read')
      return jsonResponse(200, { data: { id: 5, read_at: 'now', unread_count: 0 } })
    if (r.path === '/api/message-posts' && r.method === 'GET')
      return pageOf([postFixture(2), postFixture(1)])
    if (r.path === '/api/message-posts' && r.method === 'POST') return send(r)
    return undefined
  })

const open = () =>
  renderScreens([{ path: '/messages/:threadId', element: <MessagesPage /> }], {
    route: '/messages/5',
  })

const conversation = () => screen.getByRole('log')

/** A response the test releases when it wants. */
const held = () => {
  let release: (response: Response) => void = () => undefined
  const promise = new Promise<Response>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

describe('a conversation', () => {
  it('shows the thread, marks it read, and lists the messages oldest first', async () => {
    const { requests } = server(() => jsonResponse(500, {}))
    open()
    await within(await screen.findByRole('log')).findByText('Message 2')
    const bodies = within(conversation())
      .getAllByText(/^Message \d$/)
      .map((el) => el.textContent)
    expect(bodies).toEqual(['Message 1', 'Message 2'])
    expect(screen.getByRole('heading', { name: 'Ben Okri' })).toBeInTheDocument()
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/message-threads/5/read')).toBe(true),
    )
  })

  it('shows a message at once as sending, then sent, posting user_id and body', async () => {
    const answer = held()
    const { requests } = server(() => answer.promise)
    const { user } = open()
    await within(await screen.findByRole('log')).findByText('Message 2')
    await user.type(screen.getByRole('textbox', { name: 'Message Ben Okri' }), 'See you at six')
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(within(conversation()).getByText('See you at six')).toBeInTheDocument()
    expect(within(conversation()).getByText('Sending…')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Message Ben Okri' })).toHaveValue('')
    expect(
      requests.find((r) => r.method === 'POST' && r.path === '/api/message-posts')?.body,
    ).toEqual({ user_id: BEN.id, body: 'See you at six' })

    answer.release(
      jsonResponse(201, {
        data: postFixture(3, { user_id: ME.id, user: null, body: 'See you at six' }),
      }),
    )
    await within(conversation()).findByText(/Sent/)
    expect(within(conversation()).queryByText('Sending…')).not.toBeInTheDocument()
    expect(within(conversation()).getAllByText('See you at six')).toHaveLength(1)
  })

  it('offers a resend after a failure, and the resend delivers it', async () => {
    let calls = 0
    const { requests } = server(() => {
      calls += 1
      return calls === 1
        ? jsonResponse(500, { message: 'There was an error on the server' })
        : jsonResponse(201, { data: postFixture(3, { user_id: ME.id, body: 'Try this' }) })
    })
    const { user } = open()
    await within(await screen.findByRole('log')).findByText('Message 2')
    await user.type(screen.getByRole('textbox', { name: 'Message Ben Okri' }), 'Try this{Enter}')

    const retry = await within(conversation()).findByRole('button', { name: MESSAGE_TEXT.retry })
    await user.click(retry)
    await within(conversation()).findByText(/Sent/)
    expect(
      requests.filter((r) => r.method === 'POST' && r.path === '/api/message-posts'),
    ).toHaveLength(2)
    expect(within(conversation()).queryByText(MESSAGE_TEXT.retry)).not.toBeInTheDocument()
  })

  it('says why a 403 was refused, in the spec words, with no way to resend', async () => {
    server(() => jsonResponse(403, { message: MESSAGE_TEXT.notConnected }))
    const { user } = open()
    await within(await screen.findByRole('log')).findByText('Message 2')
    await user.type(screen.getByRole('textbox', { name: 'Message Ben Okri' }), 'Hello?{Enter}')

    const alert = await within(conversation()).findByRole('alert')
    expect(alert).toHaveTextContent(MESSAGE_TEXT.notSentTitle)
    expect(alert).toHaveTextContent(MESSAGE_TEXT.notConnected)
    expect(screen.queryByRole('button', { name: MESSAGE_TEXT.retry })).not.toBeInTheDocument()
  })

  it('refuses an empty message with "Message required" and sends nothing', async () => {
    const { requests } = server(() => jsonResponse(500, {}))
    const { user } = open()
    await within(await screen.findByRole('log')).findByText('Message 2')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(MESSAGE_TEXT.messageRequired)).toBeInTheDocument()
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/message-posts')).toBe(false)
  })
})

describe('the inbox', () => {
  it('lists a conversation with its excerpt and unread count, linking to it', async () => {
    server(() => jsonResponse(500, {}))
    open()
    const list = await screen.findByRole('list', { name: 'Conversations' })
    const link = await within(list).findByRole('link', { name: /Ben Okri/ })
    expect(link).toHaveAttribute('href', '/messages/5')
    expect(link).toHaveAttribute('aria-current', 'page')
    expect(link).toHaveTextContent('Message 2')
    expect(link).toHaveTextContent('Unread: 1')
  })
})
