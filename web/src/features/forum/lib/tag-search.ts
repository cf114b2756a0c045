import { formatSearchTerms } from '@worker/forum/forum-search-terms.schemas'
import { wellFormed } from '@/lib/safe-url'

/**
 * The address of a tag's search (/forum/search?q=tagged:{tag}). wellFormed: encodeURIComponent
 * throws on a lone surrogate, and a throw while rendering would take the whole page down.
 */
export const tagSearchPath = (tag: string) =>
  `/forum/search?q=${encodeURIComponent(wellFormed(formatSearchTerms({ text: '', by: null, tagged: [tag] })))}`
