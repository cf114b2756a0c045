import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import { invalid, unsupportedMediaType, type FieldErrors } from './errors'

/** zod issues → the contract's field map; array items come out as `field.N`. */
export const fieldErrors = (error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): FieldErrors => {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    ;(fields[key] ??= []).push(issue.message)
  }
  return fields
}

/** @hono/zod-validator with our 422 shape: every body and query goes through this. */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result, c) => {
    // Hono reads a non-JSON body (multipart, none) as {}: a JSON route must refuse it instead.
    if (
      target === 'json' &&
      (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase() !==
        'application/json'
    ) {
      throw unsupportedMediaType()
    }
    if (!result.success) throw invalid(fieldErrors(result.error))
  })
