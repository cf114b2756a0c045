import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SavableSettings } from '@worker/settings/settings.schemas'
import { api, NO_ALERT } from '@/lib/api-client'
import { settingsKeys } from '@/lib/site-settings'

/**
 * PUT /api/settings {settings: {…changed keys}} (spec 02 §7); the answer is every setting, which
 * replaces the cached copy the whole app reads. Screens show failures themselves (save-feedback).
 */
export const useSaveSettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (settings: Partial<SavableSettings>) => {
      const response = await api.settings.$put({ json: { settings } }, { headers: NO_ALERT })
      return (await response.json()).data
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.all, settings)
      // The home page carries settings of its own (featured items, flags).
      void queryClient.invalidateQueries({ queryKey: ['home'] })
    },
  })
}
