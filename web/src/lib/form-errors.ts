import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { ApiError, groupFieldErrors } from './api-errors'

/** Where messages for fields the form does not have (or errors without fields) are shown. */
export const SERVER_ERROR = 'root.server'

type Form<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'setFocus' | 'getValues'>

type Options = {
  /** Field name → tab name, so a tabbed editor can mark the tabs holding errors. */
  tabs?: Record<string, string>
}

/** Is `name` a field of this form? Forms give every field a default value, so its key exists. */
const isFieldOf = <T extends FieldValues>(form: Form<T>, name: string): name is FieldPath<T> => {
  let node: unknown = form.getValues()
  for (const part of name.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false
    node = Reflect.get(node, part)
  }
  return true
}

/**
 * Spec 01 §5 / 03 §8: a 422's field → messages map goes beside each field (keys `field.N` grouped
 * under `field` as "N: message"), the tabs holding an error are reported, and the first errored
 * field is focused. Messages for unknown fields, and errors without fields, go to `root.server`.
 */
export const applyFormErrors = <T extends FieldValues>(
  form: Form<T>,
  error: unknown,
  { tabs = {} }: Options = {},
): { tabsWithErrors: Set<string> } => {
  const tabsWithErrors = new Set<string>()
  if (!(error instanceof ApiError)) {
    form.setError(SERVER_ERROR, { type: 'server', message: "Request couldn't be completed." })
    return { tabsWithErrors }
  }
  if (Object.keys(error.fields).length === 0) {
    form.setError(SERVER_ERROR, { type: 'server', message: error.messages.join('\n') })
    return { tabsWithErrors }
  }
  const unplaced: string[] = []
  let first: FieldPath<T> | null = null
  for (const [name, messages] of Object.entries(groupFieldErrors(error.fields))) {
    const tab = tabs[name]
    if (tab) tabsWithErrors.add(tab)
    if (!isFieldOf(form, name)) {
      unplaced.push(...messages)
      continue
    }
    form.setError(name, { type: 'server', message: messages.join('\n') })
    first ??= name
  }
  if (unplaced.length > 0)
    form.setError(SERVER_ERROR, { type: 'server', message: unplaced.join('\n') })
  if (first) form.setFocus(first)
  return { tabsWithErrors }
}
