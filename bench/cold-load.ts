import { chromium, type CDPSession, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium'
import type { BenchD1 } from './database'
import { cookieFor, SESSION_COOKIE, type Persona } from './fixtures'
import type { BenchServer } from './server'

/**
 * Cold load (issue 11): a first visit on a phone's network, in Debian's Chromium. The network is
 * held to 100 ms round trips and 10 Mbit/s each way by the DevTools protocol
 * (`Network.emulateNetworkConditions`), the cache is empty, and for each route the bench records
 * the largest contentful paint, when the first /api request left, how many JS files were fetched
 * and how many round trips deep the critical path is (HTML → scripts → data). Then the same page
 * again with the assets cached (a warm visit). Beside them, the floor: the round trips nothing can
 * avoid (connection, HTML, its scripts, the data) plus those bytes at the link's speed.
 */

export const COLD_LOAD_NAME = 'cold load: first screen on a 100 ms / 10 Mbit/s network'
export const COLD_LOAD_RTT_MS = 100
const RTT_MS = COLD_LOAD_RTT_MS
const BYTES_PER_SECOND = 10_000_000 / 8
/** Connection, HTML, the entry script, the first data request. */
const UNAVOIDABLE_ROUND_TRIPS = 4
const SETTLE_MS = 750
const TIMEOUT_MS = 30_000

export type ColdLoadVisit = {
  lcpMs: number
  /** From the navigation's start to the HTML's last byte. */
  htmlMs: number
  /**
   * From the navigation's start to the first /api request leaving before the largest paint (one
   * the first screen may have waited for); null when none left before it.
   */
  firstApiMs: number | null
  /** That request's path, or the first /api request after the paint (which it did not wait for). */
  firstApiPath: string | null
  jsRequests: number
  /** Round trips from the HTML to the first /api request (the HTML counts as one). */
  criticalDepth: number | null
  bytes: number
  /** Navigation timing and the first and largest paints, from the page itself. */
  timeline: {
    responseStartMs: number
    responseEndMs: number
    domInteractiveMs: number
    domContentLoadedMs: number
    firstContentfulPaintMs: number
    /** The largest paint's element, as tag#id.class (or '' for text without one). */
    largestElement: string
  }
}

export type ColdLoadRoute = {
  route: string
  path: string
  as: Persona
  cold: ColdLoadVisit
  warm: ColdLoadVisit
  floorMs: number
}

type Sent = {
  id: string
  url: string
  type: string | undefined
  at: number
}

/** Records what the page requests through the DevTools protocol (with initiators and sizes). */
const recordNetwork = async (cdp: CDPSession) => {
  const sent: Sent[] = []
  const bytes = new Map<string, number>()
  const finishedAt = new Map<string, number>()
  cdp.on('Network.requestWillBeSent', (e) => {
    sent.push({
      id: e.requestId,
      url: e.request.url,
      type: e.type,
      at: e.timestamp * 1000,
    })
  })
  cdp.on('Network.loadingFinished', (e) => {
    bytes.set(e.requestId, e.encodedDataLength)
    finishedAt.set(e.requestId, e.timestamp * 1000)
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: BYTES_PER_SECOND,
    uploadThroughput: BYTES_PER_SECOND,
  })
  return { sent, bytes, finishedAt }
}

/**
 * Round trips from the HTML to `target`: each step goes back to the request that finished last
 * before the current one started (the one it waited for), until the document. DevTools names no
 * initiator for a lazily imported chunk ("about:client"), so the chain is read from the timings.
 */
const depthOf = (sent: Sent[], finishedAt: Map<string, number>, target: Sent) => {
  const document = sent[0]
  let depth = 1
  for (let at = target; at !== document; depth += 1) {
    let waitedFor: Sent | undefined
    for (const s of sent) {
      const done = finishedAt.get(s.id)
      if (done === undefined || done > at.at) continue
      if (!waitedFor || done > finishedAt.get(waitedFor.id)!) waitedFor = s
    }
    if (!waitedFor) break
    at = waitedFor
  }
  return depth
}

const isApi = (url: string) => new URL(url).pathname.startsWith('/api/')

const visit = async (page: Page, cdp: CDPSession, url: string): Promise<ColdLoadVisit> => {
  const { sent, bytes, finishedAt } = await recordNetwork(cdp)
  await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS }).catch(() => undefined)
  await page.waitForTimeout(SETTLE_MS)
  const lcpMs = await page.evaluate(
    () => (globalThis as unknown as { benchLargestPaint?: number }).benchLargestPaint ?? 0,
  )
  // Where the time before the paint went: the HTML's arrival, the parse, the first paint, and
  // what the largest paint was (a regression shows which step moved).
  const timeline = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const element = (globalThis as unknown as { benchLargestElement?: string }).benchLargestElement
    return {
      responseStartMs: nav?.responseStart ?? 0,
      responseEndMs: nav?.responseEnd ?? 0,
      domInteractiveMs: nav?.domInteractive ?? 0,
      domContentLoadedMs: nav?.domContentLoadedEventEnd ?? 0,
      firstContentfulPaintMs: paint?.startTime ?? 0,
      largestElement: element ?? '',
    }
  })
  const document = sent[0]
  const start = document?.at ?? 0
  const api = sent.find((s) => isApi(s.url) && s.at - start < lcpMs)
  const later = sent.find((s) => isApi(s.url))
  return {
    lcpMs,
    htmlMs: document && finishedAt.get(document.id) ? finishedAt.get(document.id)! - start : 0,
    firstApiMs: api ? api.at - start : null,
    firstApiPath: (api ?? later) ? new URL((api ?? later)!.url).pathname : null,
    jsRequests: sent.filter((s) => s.type === 'Script').length,
    criticalDepth: api ? depthOf(sent, finishedAt, api) : null,
    bytes: [...bytes.values()].reduce((sum, n) => sum + n, 0),
    timeline,
  }
}

/** The floor for a route: the unavoidable round trips plus the bytes before the data arrives. */
const floorOf = (cold: ColdLoadVisit) =>
  UNAVOIDABLE_ROUND_TRIPS * RTT_MS + (cold.bytes / BYTES_PER_SECOND) * 1000

/** The pages of the issue, with slugs read from the bench's own seeded data. */
const routesOf = async (db: BenchD1) => {
  const event = await db
    .prepare(
      `SELECT slug FROM events WHERE status = 'approved' AND parent_id IS NULL ORDER BY starts_at DESC LIMIT 1`,
    )
    .first<{ slug: string }>()
  const thread = await db
    .prepare(
      `SELECT t.slug AS thread, c.slug AS category FROM forum_threads t
       JOIN forum_categories c ON c.id = t.forum_category_id
       WHERE t.total_replies BETWEEN 1 AND 100 ORDER BY t.id LIMIT 1`,
    )
    .first<{ thread: string; category: string }>()
  const routes = [
    { route: 'home', path: '/' },
    { route: 'events', path: '/events' },
    { route: 'forum', path: '/forum' },
  ]
  if (event) routes.splice(2, 0, { route: 'an event', path: `/events/${event.slug}` })
  if (thread) routes.push({ route: 'a thread', path: `/forum/${thread.category}/${thread.thread}` })
  return routes
}

export const runColdLoad = async (
  server: BenchServer,
  db: BenchD1,
  log: (line: string) => void,
): Promise<ColdLoadRoute[]> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const results: ColdLoadRoute[] = []
  try {
    for (const { route, path } of await routesOf(db)) {
      for (const as of ['visitor', 'member'] as const) {
        // A new context is a new, empty cache: the cold visit.
        const context = await browser.newContext({ viewport: { width: 412, height: 915 } })
        const token = cookieFor(as).cookie?.split('=')[1]
        if (token)
          await context.addCookies([
            { name: SESSION_COOKIE, value: token, url: server.url.origin, httpOnly: true },
          ])
        await context.addInitScript(() => {
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              const g = globalThis as unknown as {
                benchLargestPaint?: number
                benchLargestElement?: string
              }
              g.benchLargestPaint = entry.startTime
              const el = (entry as PerformanceEntry & { element?: Element | null }).element
              g.benchLargestElement = el
                ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : ''}`
                : ''
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        })
        const url = new URL(path, server.url).href
        const coldPage = await context.newPage()
        const cold = await visit(coldPage, await context.newCDPSession(coldPage), url)
        await coldPage.close()
        const warmPage = await context.newPage()
        const warm = await visit(warmPage, await context.newCDPSession(warmPage), url)
        await context.close()
        const result = { route, path, as, cold, warm, floorMs: floorOf(cold) }
        results.push(result)
        const steps = (v: ColdLoadVisit) =>
          `HTML ${v.timeline.responseStartMs.toFixed(0)}–${v.timeline.responseEndMs.toFixed(0)}, DOMContentLoaded ${v.timeline.domContentLoadedMs.toFixed(0)}, FCP ${v.timeline.firstContentfulPaintMs.toFixed(0)}, LCP ${v.lcpMs.toFixed(0)} ms on ${v.timeline.largestElement || 'text'}`
        log(`cold load ${route} as ${as}: cold ${steps(cold)}; warm ${steps(warm)}`)
        log(
          `cold load ${route} as ${as}: LCP ${cold.lcpMs.toFixed(0)} ms (warm ${warm.lcpMs.toFixed(0)} ms, floor ${result.floorMs.toFixed(0)} ms), ` +
            `first /api before the paint ${cold.firstApiMs === null ? 'none' : `at ${cold.firstApiMs.toFixed(0)} ms`} (${cold.firstApiPath ?? 'no /api request'}), ${cold.jsRequests} JS requests, depth ${cold.criticalDepth ?? '—'}`,
        )
      }
    }
  } finally {
    await browser.close()
  }
  return results
}

/** The cold-load section of results.md. */
export const coldLoadTable = (routes: ColdLoadRoute[]) =>
  [
    '',
    `## ${COLD_LOAD_NAME}`,
    '',
    '| route | as | LCP cold | LCP warm | floor | HTML done | first /api before the paint | JS requests | depth |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: |',
    ...routes.map(
      (r) =>
        `| ${r.route} \`${r.path}\` | ${r.as} | ${r.cold.lcpMs.toFixed(0)} ms | ${r.warm.lcpMs.toFixed(0)} ms | ${r.floorMs.toFixed(0)} ms | ${r.cold.htmlMs.toFixed(0)} ms | ${r.cold.firstApiMs === null ? '—' : `${r.cold.firstApiMs.toFixed(0)} ms`} ${r.cold.firstApiPath ? `\`${r.cold.firstApiPath}\`` : ''} | ${r.cold.jsRequests} | ${r.cold.criticalDepth ?? '—'} |`,
    ),
    '',
  ].join('\n')
