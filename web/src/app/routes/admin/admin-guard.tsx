import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { NotAllowedPage } from '@/components/not-allowed-page'
import { Page } from '@/components/layout/page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { meQueryOptions, type Me } from '@/lib/session'
import { signInPathFor } from '@/lib/api-client'
import { canSeeAdminArea, subjectOf } from '@/lib/access'
import { entryFor } from './admin-nav'

type Props = { children: (viewer: Me) => ReactNode }

/**
 * Visitors go to sign-in with a return address; members without any admin permission see the
 * unauthorised screen. This only shapes the interface: every admin call is checked by the server.
 */
export function AdminGuard({ children }: Props) {
  const location = useLocation()
  const me = useQuery(meQueryOptions())

  if (me.isPending) return <PageSkeleton label="Loading the admin area…" />
  if (me.isError) {
    return (
      <Page>
        <ErrorState
          message="The admin area could not be loaded."
          onRetry={() => void me.refetch()}
        />
      </Page>
    )
  }
  if (!me.data) return <Navigate to={signInPathFor(location)} replace />
  if (!canSeeAdminArea(subjectOf(me.data))) {
    return <NotAllowedPage resource={entryFor(location.pathname)?.label ?? 'Admin'} />
  }
  return children(me.data)
}
