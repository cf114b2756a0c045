import { Agent } from 'node:http'
import type { Endpoint } from './endpoints'
import { cookieFor } from './fixtures'
import { send, type Call } from './load'

/** The request an endpoint row describes, against the served worker at `url`. */
export const callFor = (endpoint: Endpoint, url: URL): Call => ({
  url: new URL(endpoint.path, url),
  headers: cookieFor(endpoint.as),
  ...(endpoint.method ? { method: endpoint.method } : {}),
  ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
})

/** One request before loading: the expected status and body, or what is wrong (a benchmark of error pages means nothing). */
export const checkEndpoint = async (url: URL, endpoint: Endpoint, timeoutMs: number) => {
  const agent = new Agent({ keepAlive: false })
  const reply = await send(callFor(endpoint, url), agent, timeoutMs, true)
  const status = endpoint.status ?? 200
  let problem = reply.status === status ? null : `status ${reply.status}, expected ${status}`
  if (!problem) {
    try {
      // A 204 has no body to read.
      problem = endpoint.expect(reply.body === '' ? null : JSON.parse(reply.body))
    } catch {
      problem = 'body is not JSON'
    }
  }
  return problem
    ? `${endpoint.path} as ${endpoint.as}: ${problem}: ${reply.body.slice(0, 200)}`
    : null
}

/** The SPA shell must come back for the home route and for a deep link (single-page-application fallback). */
export const checkSpa = async (url: URL, timeoutMs: number) => {
  const agent = new Agent({ keepAlive: false })
  const checks: { path: string; status: number; shell: boolean; start: string }[] = []
  for (const path of ['/', '/members/some-deep-link']) {
    const reply = await send(
      { url: new URL(path, url), headers: { accept: 'text/html' } },
      agent,
      timeoutMs,
      true,
    )
    const shell = reply.status === 200 && reply.body.includes('<div id="root">')
    checks.push({ path, status: reply.status, shell, start: reply.body.slice(0, 60) })
  }
  return checks
}
