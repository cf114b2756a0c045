import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { NotAllowedPage } from '@/components/not-allowed-page'
import { PageSkeleton } from '@/components/page-states'
import { can, subjectOf } from '@/lib/access'
import { signInPathFor } from '@/lib/api-client'
import { useMe } from '@/lib/session'

/**
 * The directory and profiles need users.view:directory (spec 01 §6): a visitor without it is sent
 * to sign in and brought back, a member without it is told so. The API checks again.
 */
export function MembersAccess({ children }: { children: ReactNode }) {
  const me = useMe()
  const location = useLocation()
  if (me.isPending) return <PageSkeleton variant="list" />
  const subject = subjectOf(me.data)
  if (can(subject, 'users.view:directory')) return children
  if (!me.data) return <Navigate to={signInPathFor(location)} replace />
  return <NotAllowedPage resource="Members" />
}
