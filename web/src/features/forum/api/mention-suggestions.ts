import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, NO_ALERT } from '@/lib/api-client'
import { forumKeys } from './forum-keys'

/** Spec 01 §9: mention search waits 300 ms after the last keystroke. */
export const MENTION_DEBOUNCE_MS = 300

/**
 * GET /api/forum/mention-suggestions?q=: members whose name starts with what follows @. A failed
 * lookup only means no list, so it raises no alert.
 */
export const mentionSuggestionsOptions = (q: string) =>
  queryOptions({
    queryKey: forumKeys.mentions(q),
    queryFn: async ({ signal }) => {
      const response = await api.forum['mention-suggestions'].$get(
        { query: { q } },
        { init: { signal }, headers: NO_ALERT },
      )
      return (await response.json()).data
    },
    enabled: q.trim().length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
