import { z } from 'zod'

const hex = z
  .string()
  .max(1024)
  .regex(/^[0-9a-fA-F]+$/)

/**
 * The ALTCHA widget's payload once decoded. `parameters` stays loose: the HMAC signature covers
 * every key exactly as sent, so nothing may be dropped before verification. `expiresAt` is
 * required because every challenge we sign carries one (and it dates the replay record).
 */
export const altchaPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string().max(32),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: hex,
      keySignature: hex.optional(),
      memoryCost: z.number().int().positive().optional(),
      parallelism: z.number().int().positive().optional(),
      expiresAt: z.number().int().positive(),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64,128}$/),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex,
    time: z.number().optional(),
  }),
})
export type AltchaPayload = z.infer<typeof altchaPayload>

/** The part of Turnstile's siteverify answer we act on. */
export const siteverifyResponse = z.object({ success: z.boolean() })
