/**
 * Fills `:placeholder`s in a template's subject and body. Longer names are replaced first so
 * `:name` never eats the start of `:name_full`. Unknown placeholders are left as written.
 */
export const renderTemplate = (
  template: { subject: string; body: string },
  values: Record<string, string | number | null | undefined>,
) => {
  const names = Object.keys(values).sort((a, b) => b.length - a.length)
  const fill = (text: string) =>
    names.reduce((out, name) => out.split(`:${name}`).join(String(values[name] ?? '')), text)
  return { subject: fill(template.subject), text: fill(template.body) }
}
