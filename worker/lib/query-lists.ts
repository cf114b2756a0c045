import { z } from 'zod'

/**
 * A list of ids in a query string: `categories[]=1&categories[]=2`, `categories=1,2` or one value.
 * Hono hands a repeated key over as an array and a single one as a string.
 */
export const idListParam = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
  const ids = parts.map(Number)
  if (ids.some((n) => !Number.isInteger(n) || n < 1)) {
    ctx.addIssue({ code: 'custom', message: 'Must be a list of ids' })
    return z.NEVER
  }
  return [...new Set(ids)].slice(0, 100)
})

/** `with=tickets,children` or `with[]=tickets`: the relations a caller wants included. */
export const withParam = <const T extends readonly [string, ...string[]]>(relations: T) =>
  z.union([z.string(), z.array(z.string())]).transform((value) => {
    const parts = (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
    // Unknown relations are ignored rather than refused: clients ask for what older builds had.
    return parts.filter((p): p is T[number] => (relations as readonly string[]).includes(p))
  })

/** 1/0, true/false in a query string. */
export const flagParam = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
