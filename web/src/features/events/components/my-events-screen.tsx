import type { ReactNode } from 'react'
import { PageSkeleton } from '@/components/page-states'
import { useMe } from '@/lib/session'
import type { EventItem } from '../api/list-events'
import { EventsBrowser } from './events-screen'

type Props = {
  onEdit?: (event: EventItem) => void
  actions?: ReactNode
}

/** /my-events (spec 01 §2): the member's own events in any status, drafts included; list or calendar. */
export function MyEventsScreen({ onEdit, actions }: Props) {
  const me = useMe()
  // The member guard has loaded the member before this screen opens.
  if (!me.data) return <PageSkeleton />
  return (
    <EventsBrowser
      title="My events"
      scope="mine"
      userId={me.data.id}
      onEdit={onEdit}
      actions={actions}
    />
  )
}
