import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SavableKey } from '@worker/settings/settings.schemas'
import { api, NO_ALERT } from '@/lib/api-client'
import { settingsKeys, type SiteSettings } from '@/lib/site-settings'

/**
 * PUT /api/settings/{key} {value}: one setting (the email digest saves this way, spec 02 §7);
 * answers {data: {key, value}}, whose value replaces that key in the cached settings.
 */
export const useSaveSetting = (key: SavableKey) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (value: unknown) => {
      const response = await api.settings[':key'].$put(
        { param: { key }, json: { value } },
        { headers: NO_ALERT },
      )
      return (await response.json()).data
    },
    onSuccess: ({ value }) => {
      queryClient.setQueryData<SiteSettings>(settingsKeys.all, (settings) =>
        settings ? { ...settings, [key]: value } : settings,
      )
    },
  })
}
