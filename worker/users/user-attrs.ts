import type { userAttributes } from '../db/schema'
import { forbidden, invalid } from '../lib/errors'

/**
 * The attribute settings' rules (spec 02 §5 user editor) for every write of a member's profile:
 * custom attributes must be defined and of their type; required ones may not be left empty
 * ('{label} is required'); fields marked not editable are changed by admins only.
 */

type Definition = typeof userAttributes.$inferSelect
type Value = string | number | string[]

export const isEmptyValue = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/** Equal once empty values ('', [], null, missing) are all taken as nothing. */
const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(isEmptyValue(a) ? null : a) === JSON.stringify(isEmptyValue(b) ? null : b)

/** Why `value` does not fit the definition, or null. */
const typeProblem = (d: Definition, value: Value): string | null => {
  if (isEmptyValue(value)) return null
  if (d.type === 'checkboxes') {
    if (d.options.length === 0)
      return value === 1 || value === 0 ? null : `${d.label} must be 1 or 0`
    if (!Array.isArray(value)) return `Choose ${d.label} from the list`
    return value.every((v) => d.options.includes(v)) ? null : `Choose ${d.label} from the list`
  }
  if (d.type === 'select' || d.type === 'multi-select') {
    const values = Array.isArray(value) ? value : [value]
    if (d.type === 'select' && Array.isArray(value)) return `Choose one ${d.label}`
    return values.every((v) => typeof v === 'string' && d.options.includes(v))
      ? null
      : `Choose ${d.label} from the list`
  }
  return typeof value === 'string' ? null : `${d.label} must be text`
}

/**
 * Checks a write of custom attributes and returns the member's attributes after it. `before` is
 * what they hold now ({} at sign-up); `byAdmin` lifts the editable rule.
 */
export const checkCustomAttrs = (
  definitions: Definition[],
  attrs: Record<string, Value>,
  { before, byAdmin }: { before: Record<string, unknown>; byAdmin: boolean },
) => {
  const custom = new Map(definitions.filter((d) => d.custom).map((d) => [d.key, d]))
  const fields: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(attrs)) {
    const d = custom.get(key)
    if (!d) {
      fields[`custom_attrs.${key}`] = ['Unknown attribute']
      continue
    }
    const problem = typeProblem(d, value)
    if (problem) fields[`custom_attrs.${key}`] = [problem]
  }
  if (Object.keys(fields).length > 0) throw invalid(fields)
  if (!byAdmin) {
    const locked = Object.keys(attrs).find(
      (key) => !custom.get(key)!.editable && !sameValue(attrs[key], before[key]),
    )
    if (locked) throw forbidden(`${custom.get(locked)!.label} can only be changed by an admin.`)
  }
  const after: Record<string, unknown> = { ...before }
  for (const [key, value] of Object.entries(attrs)) {
    if (isEmptyValue(value)) delete after[key]
    else after[key] = value
  }
  for (const d of custom.values())
    if (d.required && isEmptyValue(after[d.key]))
      fields[`custom_attrs.${d.key}`] = [`${d.label} is required`]
  if (Object.keys(fields).length > 0) throw invalid(fields)
  return after
}

/** Built-in profile fields by their attribute key (contact details sit inside contactables). */
const BUILT_IN = ['title', 'img', 'bio', 'interests', 'company', 'industry'] as const
const CONTACTS = ['tel', 'mob', 'website', 'twitter', 'linkedin', 'facebook'] as const

/**
 * The same rules for the built-in fields a write sends: a field marked not editable is changed by
 * admins only; a required one may not be emptied.
 */
export const checkBuiltInFields = (
  definitions: Definition[],
  input: Partial<Record<(typeof BUILT_IN)[number], unknown>> & {
    contactables?: Partial<Record<(typeof CONTACTS)[number], unknown>>
  },
  before: Partial<Record<(typeof BUILT_IN)[number], unknown>> & {
    contactables: Partial<Record<(typeof CONTACTS)[number], unknown>>
  },
  byAdmin: boolean,
) => {
  const defs = new Map(definitions.filter((d) => !d.custom).map((d) => [d.key, d]))
  const sent: [string, string, unknown, unknown][] = [
    ...BUILT_IN.filter((k) => input[k] !== undefined).map(
      (k) => [k, k, input[k], before[k]] as [string, string, unknown, unknown],
    ),
    ...CONTACTS.filter((k) => input.contactables && k in input.contactables).map(
      (k) =>
        [`contactables.${k}`, k, input.contactables![k], before.contactables[k]] as [
          string,
          string,
          unknown,
          unknown,
        ],
    ),
  ]
  const fields: Record<string, string[]> = {}
  for (const [field, key, value, was] of sent) {
    const d = defs.get(key)
    if (!d) continue
    if (!byAdmin && !d.editable && !sameValue(value, was))
      throw forbidden(`${d.label} can only be changed by an admin.`)
    if (d.required && isEmptyValue(value)) fields[field] = [`${d.label} is required`]
  }
  if (Object.keys(fields).length > 0) throw invalid(fields)
}
