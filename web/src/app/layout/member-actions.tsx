import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { UserPanel } from '@/components/layout/user-panel'
import type { Me } from '@/lib/session'
import { MessagesHeaderLink } from '@/features/messages/components/messages-header-link'
import { latestNotificationsOptions } from '@/features/notifications/api/list-notifications'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { subjectOf } from '@/lib/access'
import { quickCreateFor, userLinksFor } from './user-menu-items'
import { useNewsEditorSlot } from '@/app/routes/public/news-editor-slot'
import { useResourceEditorSlot } from '@/app/routes/public/resource-editor-slot'

// The editor (forms, pickers, rich text) downloads only when a member asks for it.
const EventEditorModal = lazy(() =>
  import('@/features/admin-events/components/event-editor-modal').then((m) => ({
    default: m.EventEditorModal,
  })),
)

/**
 * The signed-in header: messages (with the unread count, which rides with the bell's latest
 * notifications: one request), notification bell and user panel. Loaded lazily, so visitors never
 * download the menu and dropdown code.
 */
export function MemberActions({ me }: { me: Me }) {
  const subject = subjectOf(me)
  const newsEditor = useNewsEditorSlot()
  const resourceEditor = useResourceEditorSlot()
  // A post or a resource is offered only once its editor is in the app (no button opens nothing).
  const quickCreate = quickCreateFor(subject).filter(
    (q) =>
      (q.key !== 'post' || newsEditor.available) &&
      (q.key !== 'resource' || resourceEditor.available),
  )
  const [creatingEvent, setCreatingEvent] = useState(false)
  const messagesUnread = useQuery(latestNotificationsOptions()).data?.meta.messages_unread ?? 0
  // Only areas that exist offer quick-create (user-menu-items): events, news and resources.
  const onQuickCreate = (key: string) => {
    if (key === 'event') setCreatingEvent(true)
    if (key === 'post') newsEditor.create()
    if (key === 'resource') resourceEditor.create()
  }
  return (
    <>
      <MessagesHeaderLink unread={messagesUnread} />
      <NotificationBell />
      <UserPanel
        user={me}
        links={userLinksFor(subject)}
        quickCreate={quickCreate}
        onQuickCreate={onQuickCreate}
      />
      {creatingEvent && (
        <Suspense fallback={null}>
          <EventEditorModal opened onClose={() => setCreatingEvent(false)} />
        </Suspense>
      )}
      {newsEditor.modal}
      {resourceEditor.modal}
    </>
  )
}
