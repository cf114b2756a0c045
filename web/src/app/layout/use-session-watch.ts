import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getHeartbeat, HEARTBEAT_MS } from '@/features/auth/api/get-heartbeat'
import { meKeys } from '@/lib/session'

/**
 * Every 60 s the heartbeat says whether this browser is signed in. When that no longer matches
 * what the header shows (the session expired, or the user signed in or out in another tab), "me"
 * is re-read so the header and the member-only guards follow. A ping, not cached server state.
 */
export const useSessionWatch = (signedIn: boolean | undefined) => {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (signedIn === undefined) return
    const timer = setInterval(() => {
      getHeartbeat().then(
        (beat) => {
          if (beat.signed_in !== signedIn)
            void queryClient.invalidateQueries({ queryKey: meKeys.all })
        },
        () => undefined,
      )
    }, HEARTBEAT_MS)
    return () => clearInterval(timer)
  }, [signedIn, queryClient])
}
