import { toNestErrors } from '@hookform/resolvers'
import type { FieldError, Resolver } from 'react-hook-form'
import { createEventInput, updateEventInput } from '@worker/events/events.schemas'
import type { EventFormOutput, EventFormValues } from './event-form'

/**
 * The route's own schemas check the form: createEventInput for a new event, updateEventInput for
 * a saved one (which has no repeat), so the editor refuses exactly what the server would. Written
 * out rather than zodResolver because one form switches between two schemas with different inputs.
 */
export const eventResolver =
  (isNew: boolean): Resolver<EventFormValues, unknown, EventFormOutput> =>
  (values, _context, options) => {
    const result = isNew ? createEventInput.safeParse(values) : updateEventInput.safeParse(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, FieldError> = {}
    for (const issue of result.error.issues) {
      errors[issue.path.map(String).join('.')] ??= { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: toNestErrors(errors, options) }
  }
