import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './context'
import { AppError, STATUS_OF } from './errors'

/** The only place an error becomes a response: {message, errors?} with the right status, never a stack. */
export const handleError = (error: Error, c: Context<AppEnv>) => {
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
  console.error(`[${c.var.requestId ?? '-'}] ${c.req.method} ${new URL(c.req.url).pathname}`, error)
  return c.json({ message: 'There was an error on the server' }, 500)
}
