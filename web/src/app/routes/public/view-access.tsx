import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { NotAllowedPage } from '@/components/not-allowed-page'
import { PageSkeleton } from '@/components/page-states'
import { can, subjectOf } from '@/lib/access'
import { signInPathFor } from '@/lib/api-client'
import { useMe } from '@/lib/session'

type Props = {
  /** The view key of the area (news.view:directory, resources.view). */
  permission: string
  /** The area's name in "You are not authorised to access …". */
  resource: string
  children: ReactNode
}

/**
 * An area behind its view permission (spec 01 §6): a visitor without it is sent to sign in and
 * brought back, a member without it is told so. The API checks again.
 */
export function ViewAccess({ permission, resource, children }: Props) {
  const me = useMe()
  const location = useLocation()
  if (me.isPending) return <PageSkeleton variant="list" />
  if (can(subjectOf(me.data), permission)) return children
  if (!me.data) return <Navigate to={signInPathFor(location)} replace />
  return <NotAllowedPage resource={resource} />
}
