import { toRichTextDoc } from '@/lib/rich-text-json'

/**
 * An event answer as the worker's EventResource. The typed client widens the recursive parts
 * (the description's nodes, sub-events) to plain JSON; the description is read back node by node
 * and sub-events, which a saved answer does not carry, are left out.
 */
export const asEventResource = <T extends { description: unknown; children?: unknown }>(
  event: T,
) => ({
  ...event,
  description: toRichTextDoc(event.description),
  children: undefined,
})
