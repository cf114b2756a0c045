import { Navigate, Outlet, useLocation } from 'react-router'
import { Page } from '@/components/layout/page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { useMe } from '@/lib/session'
import { signInPathFor } from '@/lib/api-client'

/**
 * Member-only screens: a visitor goes to /signin?message=unauthorised&next=<this address>.
 * Only the interface: the API refuses these calls to visitors anyway.
 */
export function RequireMember() {
  const me = useMe()
  const location = useLocation()
  if (me.isPending) return <PageSkeleton />
  if (me.isError)
    return (
      <Page>
        <ErrorState
          message="We could not check whether you are signed in."
          onRetry={() => void me.refetch()}
        />
      </Page>
    )
  if (!me.data) return <Navigate to={signInPathFor(location)} replace />
  return <Outlet />
}
