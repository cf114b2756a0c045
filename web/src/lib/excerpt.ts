import { EXCERPT_MAX } from '@worker/posts/posts.schemas'

/**
 * A card's excerpt, at most 250 characters as the server counts them (spec 01 §2 news grid): a
 * longer one is cut between characters (never inside an emoji's surrogate pair) and ends in an
 * ellipsis, within the limit.
 */
export const capExcerpt = (text: string, max = EXCERPT_MAX) => {
  const trimmed = text.trim()
  if (trimmed.length <= max) return trimmed
  let cut = ''
  for (const char of trimmed) {
    if (cut.length + char.length > max - 1) break
    cut += char
  }
  return `${cut.trimEnd()}…`
}
