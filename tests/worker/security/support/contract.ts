/** The error contract every response must keep, whatever it was sent: {message, errors?}, no internals. */

export type Sent = { status: number; text: string; type: string }

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Stack frames, source paths, error class names and SQL engine messages. */
export const LEAK =
  /\n\s+at\s|\bat \S+ \(|\.tsx?:\d|\.m?js:\d|\b\w*Error:|node_modules|\/work\/|file:\/\/|D1_ERROR|SQLITE_|Failed query/

/** What is wrong with a response, or null. `sent` is what we sent, so echoes of it are not leaks. */
export const contractProblem = (res: Sent, sent: string, knownBug = false): string | null => {
  if (res.status >= 500 && !knownBug) return `answered ${res.status}: ${res.text.slice(0, 200)}`
  if (!LEAK.test(sent) && LEAK.test(res.text)) return `leaks internals: ${res.text.slice(0, 300)}`
  if (res.status < 400) return null
  if (!res.type.includes('application/json'))
    return `${res.status} without a JSON body (${res.type})`
  let body: unknown
  try {
    body = JSON.parse(res.text)
  } catch {
    return `${res.status} body is not JSON`
  }
  if (!isRecord(body)) return `${res.status} body is not an object`
  const extra = Object.keys(body).filter((k) => k !== 'message' && k !== 'errors')
  if (extra.length > 0) return `${res.status} body has extra keys ${extra.join(', ')}`
  if (typeof body.message !== 'string' || body.message.length === 0)
    return `${res.status} message is not a non-empty string`
  if (res.status === 422 && body.errors === undefined) return '422 without field errors'
  if (body.errors !== undefined) {
    if (!isRecord(body.errors)) return 'errors is not a field → messages object'
    for (const [field, messages] of Object.entries(body.errors)) {
      if (field.length === 0) return 'an empty field key'
      if (
        !Array.isArray(messages) ||
        messages.length === 0 ||
        !messages.every((m) => typeof m === 'string')
      )
        return `errors.${field} is not a list of strings`
    }
  }
  return null
}
