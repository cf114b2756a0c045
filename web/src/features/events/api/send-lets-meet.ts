import { useMutation } from '@tanstack/react-query'
import { api, FORM_ERRORS } from '@/lib/api-client'
import type { LetsMeetInput } from '@worker/events/events.schemas'

/** POST /api/events/{id}/lets-meet: asks another attendee to meet; they are notified. */
export const useSendLetsMeet = (eventId: number) =>
  useMutation({
    mutationFn: async (input: Pick<LetsMeetInput, 'user_to' | 'message'>) => {
      const response = await api.events[':id']['lets-meet'].$post(
        { param: { id: String(eventId) }, json: { ...input, event_id: eventId } },
        { headers: FORM_ERRORS },
      )
      return (await response.json()).data
    },
  })
