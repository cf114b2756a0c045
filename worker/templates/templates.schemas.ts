import { z } from 'zod'
import { pagingQuery } from '../lib/paging'

/**
 * Email and push-notification templates (spec 02 §3, §5, §7). The web's editors import these
 * inputs, limits and the placeholder reader, so the validator, the form and the preview agree.
 */

export const TEMPLATE_LIMITS = {
  emailSubject: 200,
  emailBody: 10_000,
  pushSubject: 100,
  pushNotification: 500,
} as const

export const TEMPLATE_STATUSES = ['approved', 'pending'] as const

export const TEMPLATE_MESSAGES = {
  saved: 'Saved',
  notSaved: 'Could not save',
  tryAgain: 'Please try again',
} as const

/** 15 a page (the admin lists), `q` matches the key or the subject. */
export const listTemplatesQuery = pagingQuery(15).and(
  z.object({ q: z.string().trim().max(100).optional() }),
)
export type ListTemplatesQuery = z.infer<typeof listTemplatesQuery>

export const templateKeyParam = z.object({ key: z.string().min(1).max(100) })

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-GB')} characters`)

/** can_disable and placeholders are read-only: they belong to the code that sends the message. */
export const updateEmailTemplateInput = z.object({
  subject: text('Subject', TEMPLATE_LIMITS.emailSubject),
  body: text('Body', TEMPLATE_LIMITS.emailBody),
  status: z.enum(TEMPLATE_STATUSES).optional(),
  active: z.boolean().optional(),
})
export type UpdateEmailTemplateInput = z.infer<typeof updateEmailTemplateInput>

export const updatePushTemplateInput = z.object({
  subject: text('Subject', TEMPLATE_LIMITS.pushSubject),
  notification: text('Notification', TEMPLATE_LIMITS.pushNotification),
  active: z.boolean().optional(),
})
export type UpdatePushTemplateInput = z.infer<typeof updatePushTemplateInput>

/**
 * The `:placeholders` written in a text, in order, each once. A colon after a letter, digit, colon
 * or slash is not one (`http://…`, `10:30`, `Note:`), so ordinary text is not mistaken for one.
 */
export const placeholdersIn = (text: string) => [
  ...new Set(Array.from(text.matchAll(/(?<![\w:/]):([a-z][a-z0-9_]*)/gi), (m) => `:${m[1]}`)),
]

/** The message for a placeholder the template does not offer, or undefined when all are offered. */
export const unknownPlaceholderMessage = (text: string, available: readonly string[]) => {
  const unknown = placeholdersIn(text).find((p) => !available.includes(p))
  if (!unknown) return undefined
  return `Unknown placeholder ${unknown}. Available: ${available.join(', ')}`
}

/** Fills `:placeholders` (longest names first, so `:name` never eats the start of `:name_full`). */
export const fillPlaceholders = (
  text: string,
  values: Record<string, string | number | null | undefined>,
) =>
  Object.keys(values)
    .sort((a, b) => b.length - a.length)
    .reduce((out, name) => out.split(`:${name}`).join(String(values[name] ?? '')), text)

export type EmailTemplateResource = {
  key: string
  /** What the template is for, in words. */
  label: string
  subject: string
  body: string
  status: (typeof TEMPLATE_STATUSES)[number]
  placeholders: string[]
  can_disable: boolean
  active: boolean
}

export type PushTemplateResource = {
  key: string
  label: string
  subject: string
  notification: string
  placeholders: string[]
  can_disable: boolean
  active: boolean
  updated_at: string
}
