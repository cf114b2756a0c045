import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { showErrorAlert } from '@/components/error-alert'
import { meKeys } from '@/lib/session'
import { configureApiClient } from '@/lib/api-client'

/**
 * Plugs the app into the API client: failures alert through Mantine notifications, and the 401
 * redirect to sign-in is a react-router navigation (no reload). A 401 means the session is gone,
 * so the cached "me" is re-read and the header turns back into a visitor's. Calls start in effects
 * and answer later, so this effect is in place before any answer arrives.
 */
export function ApiClientBridge() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useEffect(() => {
    configureApiClient({
      alert: showErrorAlert,
      navigate: (to) => {
        void queryClient.invalidateQueries({ queryKey: meKeys.all })
        void navigate(to)
      },
    })
  }, [navigate, queryClient])
  return null
}
