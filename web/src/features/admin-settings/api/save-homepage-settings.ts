import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SiteSettings } from '@worker/settings/settings.schemas'
import { api, NO_ALERT } from '@/lib/api-client'
import { settingsKeys } from '@/lib/site-settings'

export type HomepageSettings = Pick<
  SiteSettings,
  | 'homepage_body_content'
  | 'homepage_route_name'
  | 'featured_tiles'
  | 'featured_member_id'
  | 'featured_news_id'
  | 'featured_resource_id'
  | 'featured_event_id'
  | 'featured_poll_id'
  | 'featured_promotion_id'
>

/** PUT /api/settings with the homepage's keys; the screen shows failures itself. */
export const useSaveHomepageSettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (json: HomepageSettings) => {
      const response = await api.settings.$put({ json }, { headers: NO_ALERT })
      return (await response.json()).data
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.all, settings)
      void queryClient.invalidateQueries({ queryKey: ['home'] })
    },
  })
}
