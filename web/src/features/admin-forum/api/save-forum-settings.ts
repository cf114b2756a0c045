import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/**
 * PUT /api/settings/forum {is_forum_active}. Spec 02 §4: the page reloads afterwards, so every
 * screen (menus, routes, cached settings) starts again from the new state; nothing to invalidate.
 */
export const useSaveForumSettings = (reload: () => void = () => window.location.reload()) =>
  useMutation({
    mutationFn: async (isForumActive: boolean) => {
      const response = await api.settings.forum.$put({ json: { is_forum_active: isForumActive } })
      return (await response.json()).data
    },
    onSuccess: () => reload(),
  })
