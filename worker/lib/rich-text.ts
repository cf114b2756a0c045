import { z } from 'zod'

/**
 * Rich text is a TipTap (ProseMirror) document stored as JSON, never as HTML, so nothing a member
 * writes is ever injected as markup: the web app renders the nodes it knows and drops the rest.
 * The shape is checked loosely (a doc with nodes) and its size is capped.
 */
export type RichNode = {
  type: string
  text?: string
  attrs?: Record<string, unknown>
  marks?: { type: string; attrs?: Record<string, unknown> }[]
  content?: RichNode[]
}

const richNode: z.ZodType<RichNode> = z.lazy(() =>
  z.object({
    type: z.string().min(1).max(40),
    text: z.string().max(100_000).optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z
      .array(
        z.object({ type: z.string().max(40), attrs: z.record(z.string(), z.unknown()).optional() }),
      )
      .max(20)
      .optional(),
    content: z.array(richNode).max(5000).optional(),
  }),
)

export const MAX_RICH_TEXT_BYTES = 200_000

export const richTextDoc = z
  .object({ type: z.literal('doc'), content: z.array(richNode).max(5000).optional() })
  .refine((doc) => JSON.stringify(doc).length <= MAX_RICH_TEXT_BYTES, 'The text is too long')

export type RichTextDoc = z.infer<typeof richTextDoc>

/** Plain text of a document (for search, excerpts, CSV and .ics). */
export const richTextToPlain = (doc: { content?: unknown[] } | null | undefined): string => {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as RichNode
    if (typeof n.text === 'string') out.push(n.text)
    for (const child of n.content ?? []) walk(child)
    if (n.type === 'paragraph' || n.type === 'heading' || n.type === 'listItem') out.push('\n')
  }
  for (const child of doc?.content ?? []) walk(child)
  return out
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
