import type { CreateEventInput } from '@worker/events/events.schemas'

/** The rich-text document every editor stores (the same zod schema validates each field). */
export type RichTextDoc = NonNullable<CreateEventInput['description']>

/** Reading TipTap JSON (the document the API stores for rich text — never HTML) from unknown values. */
type RichNode = NonNullable<RichTextDoc['content']>[number]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const toMark = (value: unknown) =>
  isRecord(value) && typeof value.type === 'string'
    ? [{ type: value.type, ...(isRecord(value.attrs) ? { attrs: value.attrs } : {}) }]
    : []

const toNodes = (value: unknown): RichNode[] => (Array.isArray(value) ? value.flatMap(toNode) : [])

/** One node read from JSON whose shape is not known statically (an editor or an API answer). */
const toNode = (value: unknown): RichNode[] => {
  if (!isRecord(value) || typeof value.type !== 'string') return []
  // TipTap refuses a whole document over one empty text node (the API accepts them): drop it.
  if (value.type === 'text' && (typeof value.text !== 'string' || value.text === '')) return []
  return [
    {
      type: value.type,
      ...(typeof value.text === 'string' ? { text: value.text } : {}),
      ...(isRecord(value.attrs) ? { attrs: value.attrs } : {}),
      ...(Array.isArray(value.marks) ? { marks: value.marks.flatMap(toMark) } : {}),
      ...(Array.isArray(value.content) ? { content: toNodes(value.content) } : {}),
    },
  ]
}

/** A document, or null when the value is not one. */
export const toRichTextDoc = (value: unknown): RichTextDoc | null =>
  isRecord(value) && value.type === 'doc' ? { type: 'doc', content: toNodes(value.content) } : null
