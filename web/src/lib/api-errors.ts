/** Spec 01 §8 / 03 §8 status texts, shown as the title of an error alert. */
export const STATUS_TEXTS: Record<number, string> = {
  400: 'Request not understood',
  401: 'Unauthorised',
  402: 'This is a premium service',
  403: 'Not allowed to do that',
  404: "Couldn't find what you asked for",
  405: 'Method not allowed',
  406: 'Not acceptable',
  407: 'Proxy authentication required first',
  408: 'Request took too long',
  409: 'Conflicting request',
  410: 'Data is no longer here',
  413: 'Request was too large',
  422: "Request couldn't be processed",
  429: 'Too many requests in a short period of time',
  500: 'There was an error on the server',
}

export const DEFAULT_ERROR_MESSAGE = "Request couldn't be completed."
export const UNKNOWN_ERROR = 'Unknown error'

export type FieldErrors = Record<string, string[]>

/** An error answer of the API ({message, errors?}), or a network failure / timeout (status 0 / 408). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get title() {
    return STATUS_TEXTS[this.status] ?? DEFAULT_ERROR_MESSAGE
  }

  /** The messages to list in an alert: the body's message and field messages, else 'Unknown error'. */
  get messages(): string[] {
    const list = [this.message, ...Object.values(this.fields).flat()].filter(
      (m) => m && m.trim().length > 0,
    )
    return list.length > 0 ? [...new Set(list)] : [UNKNOWN_ERROR]
  }
}

/**
 * Spec 01 §5: keys ending in `.N` are grouped under the base field, each message prefixed "N: ".
 * Throws on an empty value, as spec 03 §8 words it.
 */
export const groupFieldErrors = (fields: FieldErrors | null | undefined): FieldErrors => {
  if (!fields || Object.keys(fields).length === 0) {
    throw new Error('Attempted to construct ValidationErrors from an empty value.')
  }
  const grouped: FieldErrors = {}
  for (const [key, messages] of Object.entries(fields)) {
    const match = /^(.*)\.(\d+)$/.exec(key)
    const base = match ? match[1]! : key
    const prefixed = match ? messages.map((m) => `${match[2]}: ${m}`) : messages
    ;(grouped[base] ??= []).push(...prefixed)
  }
  return grouped
}
