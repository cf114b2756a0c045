import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { openLiveSocket } from '@/lib/live-socket'

/** A browser websocket the test drives. */
class FakeSocket {
  static CONNECTING = 0
  static OPEN = 1
  static CLOSING = 2
  static CLOSED = 3
  static all: FakeSocket[] = []
  readyState = FakeSocket.CONNECTING
  closedWith: number | undefined
  onopen: (() => void) | null = null
  onmessage: ((e: { data: unknown }) => void) | null = null
  onclose: ((e: { code: number }) => void) | null = null
  onerror: (() => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }
  send() {}
  close(code?: number) {
    this.readyState = FakeSocket.CLOSED
    this.closedWith = code
    this.onclose?.({ code: code ?? 1005 })
  }
  open() {
    this.readyState = FakeSocket.OPEN
    this.onopen?.()
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) })
  }
}

const event = z.object({ n: z.number() })

beforeEach(() => {
  FakeSocket.all = []
  vi.stubGlobal('WebSocket', FakeSocket)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('openLiveSocket with a parser loaded as it connects', () => {
  it('holds the messages that arrive before the parser, then passes on the valid ones in order', async () => {
    let loaded!: (schema: typeof event) => void
    const schema = () => new Promise<typeof event>((resolve) => (loaded = resolve))
    const received: unknown[] = []
    const live = openLiveSocket({
      path: '/api/x/live',
      schema,
      ping: 'ping',
      onMessage: (m) => received.push(m),
    })
    const socket = FakeSocket.all[0]!
    socket.open()
    socket.receive({ n: 1 })
    socket.receive({ n: 'not a number' })
    socket.receive({ n: 2 })
    expect(received).toEqual([])

    // The parser loads once the page is idle, not beside the first paint.
    await vi.waitFor(() => expect(loaded).toBeTypeOf('function'))
    loaded(event)
    await vi.waitFor(() => expect(received).toEqual([{ n: 1 }, { n: 2 }]))
    socket.receive({ n: 3 })
    expect(received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
    live.close()
  })

  it('drops the socket when the parser cannot load, and loads it again on the reconnect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    try {
      const schema = vi
        .fn<() => Promise<typeof event>>()
        .mockRejectedValueOnce(new Error('chunk gone'))
        .mockResolvedValue(event)
      const received: unknown[] = []
      const live = openLiveSocket({
        path: '/api/x/live',
        schema,
        ping: 'ping',
        onMessage: (m) => received.push(m),
      })
      const first = FakeSocket.all[0]!
      first.open()
      first.receive({ n: 1 })
      await vi.advanceTimersByTimeAsync(0)
      expect(first.readyState).toBe(FakeSocket.CLOSED)
      expect(received).toEqual([])

      await vi.advanceTimersByTimeAsync(1_000)
      expect(FakeSocket.all).toHaveLength(2)
      const second = FakeSocket.all[1]!
      second.open()
      await vi.advanceTimersByTimeAsync(0)
      second.receive({ n: 2 })
      expect(received).toEqual([{ n: 2 }])
      expect(schema).toHaveBeenCalledTimes(2)
      live.close()
    } finally {
      vi.useRealTimers()
    }
  })
})
