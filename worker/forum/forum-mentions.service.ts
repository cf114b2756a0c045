import type { Deps } from '../lib/deps'
import type { MentionSuggestion } from './forum.schemas'

/** Mention autocomplete: active members whose name starts with what was typed after @. */
export const suggestMentions = async (_deps: Deps, _q: string): Promise<MentionSuggestion[]> => {
  throw new Error('not implemented')
}
