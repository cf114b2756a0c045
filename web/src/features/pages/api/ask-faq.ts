import { useMutation } from '@tanstack/react-query'
import type { AskFaqInput } from '@worker/pages/pages.schemas'
import { api, NO_ALERT } from '@/lib/api-client'

/** POST /api/faq (spec 01 §7). The form says every failure itself, so the call raises no alert. */
export const useAskFaq = () =>
  useMutation({
    mutationFn: async (json: AskFaqInput) =>
      (await (await api.faq.$post({ json }, { headers: NO_ALERT })).json()).data,
  })
