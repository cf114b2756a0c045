import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { BenchD1 } from './database'
import { replyEvent, runFanOut, type FanOutResult, type FanOutSubject } from './fan-out'
import { loadMiniflare, type BenchServer } from './server'

/**
 * The fan-out's floor on this machine: the same number of sockets, a reply event and the same
 * client, but a bare Durable Object behind a bare worker — no session, no D1 write, no access
 * check; the POST's body is broadcast as it came (`for … ws.send`). Its event (~370 bytes) is
 * smaller than the app's (~700), which changes nothing measurable (bench/README.md). It runs in its own workerd,
 * with the app's compatibility date, flags and static assets, after the app's fan-outs.
 *
 * What it separates: the runtime's cost of a send (30–40 µs locally, bench/README.md "What a send
 * costs") from what the app adds. When the floor itself misses a fan-out target, the runtime here
 * cannot meet it whatever the app does; the gap between the two is the app's to close.
 */

export const FAN_OUT_FLOOR_NAME = 'fan-out floor: the same sends from a bare Durable Object'

/** The bare worker and object, in the app's shape: hibernatable sockets, one RPC per publish. */
const FLOOR_SCRIPT = `
import { DurableObject } from 'cloudflare:workers'

export class FloorRoom extends DurableObject {
  async fetch() {
    const pair = new WebSocketPair()
    this.ctx.acceptWebSocket(pair[1])
    pair[1].send('{"type":"ready"}')
    return new Response(null, { status: 101, webSocket: pair[0] })
  }
  broadcast(message) {
    for (const ws of this.ctx.getWebSockets()) ws.send(message)
  }
}

export default {
  async fetch(request, env, ctx) {
    const room = env.ROOM.get(env.ROOM.idFromName('floor'))
    if (request.headers.get('upgrade') === 'websocket') return room.fetch(request)
    const message = await request.text()
    ctx.waitUntil(room.broadcast(message))
    return new Response('{"data":{}}', { status: 201, headers: { 'content-type': 'application/json' } })
  },
}
`

const FLOOR_SUBJECT: FanOutSubject = {
  name: FAN_OUT_FLOOR_NAME,
  prepare: async () => ({
    roomId: 1,
    socketPath: '/live',
    postPath: '/publish',
    postBody: (marker) => replyEvent(1, marker),
  }),
}

const startFloorServer = async (builtConfigPath: string): Promise<BenchServer> => {
  const { Miniflare, Log, LogLevel } = loadMiniflare()
  const config = JSON.parse(readFileSync(builtConfigPath, 'utf8')) as {
    compatibility_date: string
    compatibility_flags?: string[]
    assets?: { directory: string; run_worker_first?: boolean | string[] }
  }
  // The same option shape as server.ts (wrangler's Miniflare).
  const mf = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    cf: false,
    log: new Log(LogLevel.WARN),
    telemetry: { enabled: false },
    workers: [
      {
        config: {
          name: 'fan-out-floor',
          compatibilityDate: config.compatibility_date,
          compatibilityFlags: config.compatibility_flags ?? [],
          manifest: {
            mainModule: 'floor.js',
            modulesRoot: dirname(builtConfigPath),
            modules: { 'floor.js': { type: 'esm', contents: FLOOR_SCRIPT } },
          },
          env: {
            ROOM: { type: 'durable-object', worker: 'fan-out-floor', exportName: 'FloorRoom' },
          },
          exports: { FloorRoom: { type: 'durable-object', storage: 'sqlite' } },
          // The app's static assets in front, as in server.ts: their router is a hop every frame
          // of the app's sockets passes through (about 3 µs a frame here), so the floor has it too.
          ...(config.assets
            ? {
                assets: {
                  directory: resolve(dirname(builtConfigPath), config.assets.directory),
                  hasUserWorker: true,
                  runWorkerFirst: config.assets.run_worker_first ?? false,
                },
              }
            : {}),
        },
      },
    ],
  })
  return { mf, url: await mf.ready }
}

export const runFanOutFloor = async (
  builtConfigPath: string,
  db: BenchD1,
  log: (line: string) => void,
): Promise<FanOutResult> => {
  const server = await startFloorServer(builtConfigPath)
  try {
    return await runFanOut(server, db, log, FLOOR_SUBJECT)
  } finally {
    await server.mf.dispose()
  }
}
