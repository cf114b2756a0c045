import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ForumRoomEvent } from '@durable-objects/room-protocol'
import type { ForumReplyResource } from '@worker/forum/forum-responses.schemas'
import { meKeys } from '@/lib/session'
import { FORUM_POLL_MS, useThreadLive } from '@/features/forum/live/use-thread-live'
import { configureApiClient } from '@/lib/api-client'
import type { ApiError } from '@/lib/api-errors'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'
import { testQueryClient } from '../helpers/render'

const THREAD = 12
const T0 = 1_750_000_000

const reply = (id: number, body: string): ForumReplyResource => ({
  id,
  body,
  entities: [],
  parent_id: null,
  forum_thread_id: THREAD,
  user_id: 3,
  user: null,
  uploads: [],
  upload_files: { images: [], audio: [], documents: [], videos: [] },
  user_liked: 0,
  total_likes: 0,
  created_at: '2025-06-15T15:00:00.000Z',
  last_edited_at: null,
  updated_at: '2025-06-15T15:00:00.000Z',
})

/** A browser websocket the test drives: it opens, delivers and drops when told to. */
class FakeSocket {
  static CONNECTING = 0
  static OPEN = 1
  static CLOSING = 2
  static CLOSED = 3
  static all: FakeSocket[] = []
  readyState = FakeSocket.CONNECTING
  sent: string[] = []
  onopen: (() => void) | null = null
  onmessage: ((e: { data: unknown }) => void) | null = null
  onclose: ((e: { code: number }) => void) | null = null
  onerror: (() => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }
  send(data: string) {
    this.sent.push(data)
  }
  close() {
    this.readyState = FakeSocket.CLOSED
  }
  open() {
    this.readyState = FakeSocket.OPEN
    this.onopen?.()
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) })
  }
  drop(code = 1006) {
    this.readyState = FakeSocket.CLOSED
    this.onclose?.({ code })
  }
}

const alert = vi.fn<(error: ApiError) => void>()

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
  vi.setSystemTime(T0 * 1000)
  FakeSocket.all = []
  vi.stubGlobal('WebSocket', FakeSocket)
  alert.mockReset()
  configureApiClient({ alert })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const renderLive = (signedIn: boolean) => {
  const queryClient = testQueryClient()
  queryClient.setQueryData(meKeys.all, signedIn ? meFixture() : null)
  const events: ForumRoomEvent[] = []
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children)
  const initialProps: { id: number | null } = { id: THREAD }
  const hook = renderHook(({ id }) => useThreadLive(id, (e) => events.push(e)), {
    wrapper,
    initialProps,
  })
  return { ...hook, events }
}

const heartbeats = (answers: (() => Response)[]) => {
  let i = 0
  return mockFetch((r) =>
    r.path === '/api/forum/heartbeat' ? answers[Math.min(i++, answers.length - 1)]!() : undefined,
  )
}

const tick = (ms = FORUM_POLL_MS) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('useThreadLive for a visitor (heartbeat polling)', () => {
  it('polls every 10 s, keeps the previous time after a failure, ignores 204 and turns replies into events', async () => {
    const { requests } = heartbeats([
      () => jsonResponse(500, { message: 'Down' }),
      () => new Response(null, { status: 204 }),
      () =>
        jsonResponse(200, {
          data: {
            replies: [reply(5, 'Edited'), reply(6, 'New')],
            deleted_reply_ids: [4],
            time: T0 + 25,
          },
        }),
      () => new Response(null, { status: 204 }),
    ])
    const { result, events } = renderLive(false)
    expect(result.current.mode).toBe('polling')
    expect(FakeSocket.all).toHaveLength(0)

    await tick(FORUM_POLL_MS - 1)
    expect(requests).toHaveLength(0)
    await tick(1)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.query.get('since')).toBe(String(T0))
    expect(requests[0]!.query.get('forum_thread_id')).toBe(String(THREAD))

    // The failed poll changed nothing: the next asks from the same time, and so does the one after a 204.
    await tick()
    expect(requests[1]!.query.get('since')).toBe(String(T0))
    await tick()
    expect(requests[2]!.query.get('since')).toBe(String(T0))
    expect(events).toEqual([
      { type: 'reply.updated', reply: reply(5, 'Edited') },
      { type: 'reply.updated', reply: reply(6, 'New') },
      { type: 'reply.deleted', forum_thread_id: THREAD, reply_id: 4, parent_id: null },
    ])
    // The next poll starts at the server's time.
    await tick()
    expect(requests[3]!.query.get('since')).toBe(String(T0 + 25))
    expect(events).toHaveLength(3)
    expect(alert).not.toHaveBeenCalled()
  })

  it('stops polling when there is no thread and after unmount', async () => {
    const { requests } = heartbeats([() => new Response(null, { status: 204 })])
    const { result, rerender, unmount } = renderLive(false)
    rerender({ id: null })
    expect(result.current.mode).toBe('off')
    await tick()
    expect(requests).toHaveLength(0)
    rerender({ id: THREAD })
    await tick()
    expect(requests).toHaveLength(1)
    unmount()
    await tick(3 * FORUM_POLL_MS)
    expect(requests).toHaveLength(1)
  })
})

describe('useThreadLive for a member (socket with heartbeat fallback)', () => {
  it('goes live on the thread socket, passes its events on and does not poll while it is open', async () => {
    const { requests } = heartbeats([() => new Response(null, { status: 204 })])
    const { result, events, unmount } = renderLive(true)
    expect(FakeSocket.all).toHaveLength(1)
    const socket = FakeSocket.all[0]!
    expect(socket.url).toBe(`ws://${window.location.host}/api/forum/threads/${THREAD}/live`)
    expect(result.current.mode).toBe('polling')

    act(() => socket.open())
    expect(result.current.mode).toBe('live')
    await tick(0)
    const catchUp = requests.length
    socket.receive({ type: 'ready', forum_thread_id: THREAD })
    socket.receive({ type: 'reply.created', reply: reply(9, 'Live') })
    socket.receive({ type: 'reply.created', reply: { id: 'not a reply' } })
    socket.receive('not json')
    // The room's parser loads as the socket connects: the events come once it has.
    await vi.waitFor(() =>
      expect(events).toEqual([{ type: 'reply.created', reply: reply(9, 'Live') }]),
    )

    await tick(3 * FORUM_POLL_MS)
    expect(requests).toHaveLength(catchUp)
    expect(socket.sent).toEqual([JSON.stringify({ type: 'ping' })])

    unmount()
    expect(socket.readyState).toBe(FakeSocket.CLOSED)
  })

  it('polls while the socket is down, reconnects, and catches up once from the last time seen', async () => {
    const { requests } = heartbeats([
      () => new Response(null, { status: 204 }),
      () => new Response(null, { status: 204 }),
      () =>
        jsonResponse(200, {
          data: { replies: [reply(11, 'Missed')], deleted_reply_ids: [], time: T0 + 90 },
        }),
    ])
    const { result, events } = renderLive(true)
    const first = FakeSocket.all[0]!
    act(() => first.open())
    await tick(0)
    const before = requests.length

    await tick(60_000)
    act(() => first.drop())
    expect(result.current.mode).toBe('polling')
    // The socket was open until now, so nothing before this moment needs asking for again.
    await tick(FORUM_POLL_MS)
    expect(requests).toHaveLength(before + 1)
    expect(Number(requests[before]!.query.get('since'))).toBeGreaterThanOrEqual(T0 + 59)

    // Backoff: retried after about a second.
    expect(FakeSocket.all).toHaveLength(2)
    const second = FakeSocket.all[1]!
    act(() => second.open())
    await tick(0)
    expect(result.current.mode).toBe('live')
    expect(requests).toHaveLength(before + 2)
    expect(requests[before + 1]!.query.get('since')).toBe(requests[before]!.query.get('since'))
    expect(events).toEqual([{ type: 'reply.updated', reply: reply(11, 'Missed') }])
    expect(alert).not.toHaveBeenCalled()
  })

  it('backs off between failed connections, up to a cap', async () => {
    heartbeats([() => new Response(null, { status: 204 })])
    renderLive(true)
    const delays: number[] = []
    let last = Date.now()
    for (let i = 0; i < 8; i += 1) {
      const count = FakeSocket.all.length
      act(() => FakeSocket.all[count - 1]!.drop())
      while (FakeSocket.all.length === count) await tick(100)
      delays.push(Date.now() - last)
      last = Date.now()
    }
    expect(delays[1]!).toBeGreaterThan(delays[0]!)
    expect(delays[3]!).toBeGreaterThan(delays[2]!)
    expect(Math.max(...delays)).toBeLessThanOrEqual(30_100)
    expect(delays.at(-1)!).toBeGreaterThanOrEqual(24_000)
  })

  it.each([
    [4029, 'too many live pages'],
    [1008, 'access ended'],
  ])(
    'does not reconnect after the room closed the socket with %i (%s), and polls instead',
    async (code) => {
      const { requests } = heartbeats([() => new Response(null, { status: 204 })])
      const { result } = renderLive(true)
      act(() => FakeSocket.all[0]!.open())
      await tick(0)
      const before = requests.length
      act(() => FakeSocket.all[0]!.drop(code))
      expect(result.current.mode).toBe('polling')
      await tick(60_000)
      expect(FakeSocket.all).toHaveLength(1)
      expect(requests.length).toBeGreaterThan(before)
    },
  )

  /** A 4001 close with /api/me answering `me` afterwards. */
  const signedOutClose = async (me: ReturnType<typeof meFixture> | null) => {
    const { requests } = mockFetch((r) => {
      if (r.path === '/api/forum/heartbeat') return new Response(null, { status: 204 })
      if (r.path === '/api/me') return jsonResponse(200, { data: me })
      return undefined
    })
    const live = renderLive(true)
    act(() => FakeSocket.all[0]!.open())
    await tick(0)
    act(() => FakeSocket.all[0]!.drop(4001))
    await tick(60_000)
    return { ...live, meRequests: requests.filter((r) => r.path === '/api/me').length }
  }

  it('after a 4001 close asks who we are and, signed out, gives the socket up and polls as a visitor', async () => {
    const { result, meRequests } = await signedOutClose(null)
    expect(meRequests).toBeGreaterThan(0)
    expect(FakeSocket.all).toHaveLength(1)
    expect(result.current.mode).toBe('polling')
  })

  it('after a 4001 close reconnects when this browser is still signed in (a password change here)', async () => {
    const { result, meRequests } = await signedOutClose(meFixture())
    expect(meRequests).toBeGreaterThan(0)
    expect(FakeSocket.all).toHaveLength(2)
    act(() => FakeSocket.all[1]!.open())
    expect(result.current.mode).toBe('live')
  })
})
