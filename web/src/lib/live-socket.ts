import type { z } from 'zod'
import { whenIdle } from './when-idle'

/**
 * A small reconnecting websocket to one of the API's live rooms: every message is parsed with the
 * room's zod schema (anything else is dropped), a keep-alive ping goes out every 30 s, and a lost
 * connection is retried with exponential backoff up to a cap until `close()`. The schema may come
 * with a loader instead, fetched once the page is idle after the socket first connects (a first
 * screen's download stays free of zod, and its paint does not wait for the parser's compile):
 * messages that arrive before it are held, then parsed in order.
 */

export const PING_MS = 30_000
export const RECONNECT_MIN_MS = 1_000
export const RECONNECT_MAX_MS = 30_000
/**
 * The room closed the socket on purpose and retrying would only be refused again: access ended
 * (1008) or too many live pages (4029; room-protocol.ts ROOM_CLOSE). After 4001 (signed out) the
 * retry goes on: the page decides (onClose) whether this browser is still signed in.
 */
const FINAL_CLOSE = new Set([1008, 4029])

export type LiveSocketOptions<T> = {
  /** An /api path on this site, e.g. /api/forum/threads/12/live. */
  path: string
  /** The room's schema (room-protocol.ts), or a loader for it (a dynamic import). */
  schema: z.ZodType<T> | (() => Promise<z.ZodType<T>>)
  onMessage: (message: T) => void
  /** True once the socket is open, false whenever it is not. */
  onOpenChange?: (open: boolean) => void
  /** The keep-alive the room answers (its protocol's ping). */
  ping: string
  /** Told the code of every close, before any retry. */
  onClose?: (code: number) => void
}

export type LiveSocket = { close: () => void }

/** wss: on an https page, ws: otherwise; always this site's host (the worker checks the Origin). */
export const liveUrl = (
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`

/** 1 s, 2 s, 4 s … capped, with a little jitter so a restarted server is not hit by every tab at once. */
export const reconnectDelay = (attempt: number) =>
  Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt) * (0.8 + Math.random() * 0.2)

const parse = <T>(schema: z.ZodType<T>, data: unknown) => {
  if (typeof data !== 'string') return null
  try {
    const parsed = schema.safeParse(JSON.parse(data))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export const openLiveSocket = <T>({
  path,
  schema,
  onMessage,
  onOpenChange,
  ping,
  onClose,
}: LiveSocketOptions<T>): LiveSocket => {
  let socket: WebSocket | null = null
  let attempt = 0
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined
  let keepAlive: ReturnType<typeof setInterval> | undefined
  let isOpen = false
  let parser = typeof schema === 'function' ? null : schema
  let loading: Promise<void> | null = null
  // Messages received before the parser arrived, in order.
  let held: unknown[] = []
  let cancelLoad = () => {}

  const deliver = (data: unknown) => {
    if (!parser) return
    const message = parse(parser, data)
    if (message !== null) onMessage(message)
  }

  const loadParser = () => {
    if (parser || loading || typeof schema !== 'function') return
    loading = schema().then(
      (loaded) => {
        parser = loaded
        const waiting = held
        held = []
        if (!stopped) waiting.forEach(deliver)
      },
      () => {
        // Not loaded (a dropped connection, a deploy): drop this socket too, so the page polls and
        // the reconnect tries the parser again, rather than stay "live" while dropping every event.
        loading = null
        held = []
        const ws = socket
        if (ws?.readyState === WebSocket.CONNECTING || ws?.readyState === WebSocket.OPEN)
          ws.close(1000, 'Parser not loaded')
      },
    )
  }

  const setOpen = (open: boolean) => {
    if (open === isOpen) return
    isOpen = open
    onOpenChange?.(open)
  }

  const connect = () => {
    if (stopped) return
    // The parser is not needed for the first paint: frames that come before it wait in `held`.
    cancelLoad = whenIdle(loadParser)
    let ws: WebSocket
    try {
      ws = new WebSocket(liveUrl(path))
    } catch {
      scheduleRetry()
      return
    }
    socket = ws
    ws.onopen = () => {
      attempt = 0
      setOpen(true)
      keepAlive = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(ping), PING_MS)
    }
    ws.onmessage = (event) => {
      if (parser) deliver(event.data)
      else held.push(event.data)
    }
    ws.onclose = (event) => {
      clearInterval(keepAlive)
      if (socket === ws) socket = null
      setOpen(false)
      onClose?.(event.code)
      if (!FINAL_CLOSE.has(event.code)) scheduleRetry()
    }
    // An error is always followed by close, which does the bookkeeping.
    ws.onerror = () => undefined
  }

  const scheduleRetry = () => {
    if (stopped) return
    retry = setTimeout(connect, reconnectDelay(attempt))
    attempt += 1
  }

  connect()

  return {
    close: () => {
      stopped = true
      cancelLoad()
      clearTimeout(retry)
      clearInterval(keepAlive)
      const ws = socket
      socket = null
      if (ws) {
        ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null
        if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN)
          ws.close(1000, 'Page closed')
      }
      setOpen(false)
    },
  }
}
