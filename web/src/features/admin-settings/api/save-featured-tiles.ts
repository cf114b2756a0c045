import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FeaturedTiles } from '@worker/settings/settings.schemas'
import { api, NO_ALERT } from '@/lib/api-client'
import { settingsKeys, type SiteSettings } from '@/lib/site-settings'

/** PUT /api/featured-tiles {enabled}: the featured tiles' own resource (spec 02 §7). */
export const useSaveFeaturedTiles = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (tiles: FeaturedTiles) => {
      const response = await api['featured-tiles'].$put({ json: tiles }, { headers: NO_ALERT })
      return (await response.json()).data
    },
    onSuccess: (featured_tiles) => {
      queryClient.setQueryData<SiteSettings>(settingsKeys.all, (settings) =>
        settings ? { ...settings, featured_tiles } : settings,
      )
      void queryClient.invalidateQueries({ queryKey: ['home'] })
    },
  })
}
