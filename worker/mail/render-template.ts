import { fillPlaceholders } from '../templates/templates.schemas'

/**
 * Fills `:placeholder`s in a template's subject and body. Longer names are replaced first so
 * `:name` never eats the start of `:name_full`. Unknown placeholders are left as written.
 */
export const renderTemplate = (
  template: { subject: string; body: string },
  values: Record<string, string | number | null | undefined>,
) => ({
  subject: fillPlaceholders(template.subject, values),
  text: fillPlaceholders(template.body, values),
})
