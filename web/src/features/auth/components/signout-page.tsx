import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { ErrorState, LoadingState } from '@/components/page-states'
import { useSignOut } from '../api/sign-out'
import { Page } from '@/components/layout/page'

/** /signout: ends the session, forgets the member's cached data and lands on the home page. */
export function SignoutPage() {
  const signOut = useSignOut()
  const navigate = useNavigate()
  const started = useRef(false)
  const { mutate } = signOut

  useEffect(() => {
    // Strict mode mounts effects twice in development; sign out once.
    if (started.current) return
    started.current = true
    mutate(undefined, { onSuccess: () => void navigate('/', { replace: true }) })
  }, [mutate, navigate])

  return (
    <Page width="form">
      {signOut.isError ? (
        <ErrorState
          message="You could not be signed out. Check your connection and try again."
          onRetry={() =>
            mutate(undefined, { onSuccess: () => void navigate('/', { replace: true }) })
          }
        />
      ) : (
        <LoadingState label="Signing you out…" />
      )}
    </Page>
  )
}
