import type { Context, Env } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { AppError, STATUS_OF } from './errors'

/**
 * The only place an error becomes a response: {message, errors?} with the right status, never a
 * stack. Generic over the app, so the worker's root (unknown /api paths) answers through it too.
 */
export const handleError = <E extends Env>(error: Error, c: Context<E>) => {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
    return c.json(
      { message: error.message, ...(error.fields ? { errors: error.fields } : {}) },
      STATUS_OF[error.code],
    )
  }
  if (error instanceof HTTPException) {
    // Hono raises these for malformed JSON bodies and the like.
    const message =
      error.status === 400
        ? 'Request not understood'
        : error.message || "Request couldn't be completed."
    return c.json({ message }, error.status)
  }
  const requestId = (c.var as { requestId?: string }).requestId ?? '-'
  console.error(`[${requestId}] ${c.req.method} ${new URL(c.req.url).pathname}`, error)
  return c.json({ message: 'There was an error on the server' }, 500)
}
