import { useMutation } from '@tanstack/react-query'
import type { NewsletterInput } from '@worker/pages/pages.schemas'
import { api, NO_ALERT } from '@/lib/api-client'

/** POST /api/users/newsletter (spec 01 §7): the box says its outcome itself. */
export const useSubscribeNewsletter = () =>
  useMutation({
    mutationFn: async (json: NewsletterInput) =>
      (await (await api.users.newsletter.$post({ json }, { headers: NO_ALERT })).json()).data,
  })

/** The emailed link: confirm, or with unsubscribe=1 leave the list. */
export const useNewsletterLink = () =>
  useMutation({
    mutationFn: async ({ token, unsubscribe }: { token: string; unsubscribe: boolean }) => {
      const route = unsubscribe ? api.users.newsletter.unsubscribe : api.users.newsletter.confirm
      return (await (await route.$post({ json: { token } }, { headers: NO_ALERT })).json()).data
    },
  })
