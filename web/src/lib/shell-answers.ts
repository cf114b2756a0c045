import { apiReadKey, SHELL_ANSWER_MAX_AGE_MS } from '@worker/spa/spa.schemas'

/**
 * The answers of the first screen's requests that the worker put into the HTML shell
 * (worker/spa/spa-assets.ts). apiFetch asks here before the network: each answer stands in for
 * its request once, within half a minute of the page loading; after that the network answers.
 */
let answers = new Map<string, unknown>()
let keptAt = 0

export const keepShellAnswers = (bodies: Record<string, unknown>, now = performance.now()) => {
  answers = new Map(Object.entries(bodies))
  keptAt = now
}

/** The shell's answer to a GET of `address` as a fresh 200 response, or null (asked once only). */
export const takeShellAnswer = (address: string, now = performance.now()): Response | null => {
  if (answers.size === 0) return null
  if (now - keptAt > SHELL_ANSWER_MAX_AGE_MS) {
    answers.clear()
    return null
  }
  const key = apiReadKey(address)
  if (!answers.has(key)) return null
  const body = answers.get(key)
  answers.delete(key)
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })
}
