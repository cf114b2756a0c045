import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { AppQrButton } from '@/components/layout/app-qr-button'
import { UserPanel } from '@/components/layout/user-panel'
import type { Me } from '@/lib/session'
import { MessagesHeaderLink } from '@/features/messages/components/messages-header-link'
import { latestNotificationsOptions } from '@/features/notifications/api/list-notifications'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { subjectOf } from '@/lib/access'
import { useSettings } from '@/lib/site-settings'
import { useNewsEditorSlot } from '../routes/public/news-editor-slot'
import { useResourceEditorSlot } from '../routes/public/resource-editor-slot'
import { usePromotionEditorSlot } from '../routes/public/promotion-editor-slot'
import { quickCreateFor, userLinksFor } from './user-menu-items'

// The editor (forms, pickers, rich text) downloads only when a member asks for it.
const EventEditorModal = lazy(() =>
  import('@/features/admin-events/components/event-editor-modal').then((m) => ({
    default: m.EventEditorModal,
  })),
)
const PollEditorModal = lazy(() =>
  import('@/features/admin-polls/components/poll-editor-modal').then((m) => ({
    default: m.PollEditorModal,
  })),
)
const SurveyEditorModal = lazy(() =>
  import('@/features/admin-polls/components/survey-editor-modal').then((m) => ({
    default: m.SurveyEditorModal,
  })),
)

/**
 * The signed-in header: the app's QR code (when the site shows it), messages (with the unread
 * count, which rides with the bell's latest notifications: one request), notification bell and
 * user panel. Loaded lazily, so visitors never
 * download the menu and dropdown code.
 */
export function MemberActions({ me }: { me: Me }) {
  const subject = subjectOf(me)
  const settings = useSettings().data
  const quickCreate = quickCreateFor(subject, settings)
  const [creatingEvent, setCreatingEvent] = useState(false)
  const [creatingPoll, setCreatingPoll] = useState(false)
  const [creatingSurvey, setCreatingSurvey] = useState(false)
  const newsEditor = useNewsEditorSlot()
  const resourceEditor = useResourceEditorSlot()
  const promotionEditor = usePromotionEditorSlot()
  const messagesUnread = useQuery(latestNotificationsOptions()).data?.meta.messages_unread ?? 0
  // Only areas that exist offer quick-create (user-menu-items).
  const onQuickCreate = (key: string) => {
    if (key === 'event') setCreatingEvent(true)
    if (key === 'post') newsEditor.create()
    if (key === 'resource') resourceEditor.create()
    if (key === 'poll') setCreatingPoll(true)
    if (key === 'survey') setCreatingSurvey(true)
    if (key === 'promotion') promotionEditor.create()
  }
  return (
    <>
      {settings?.show_qr_code_icon && <AppQrButton appName={settings.pwa_app_name} />}
      <MessagesHeaderLink unread={messagesUnread} />
      <NotificationBell />
      <UserPanel
        user={me}
        links={userLinksFor(subject, settings)}
        quickCreate={quickCreate}
        onQuickCreate={onQuickCreate}
      />
      {creatingEvent && (
        <Suspense fallback={null}>
          <EventEditorModal opened onClose={() => setCreatingEvent(false)} />
        </Suspense>
      )}
      {creatingPoll && (
        <Suspense fallback={null}>
          <PollEditorModal opened onClose={() => setCreatingPoll(false)} />
        </Suspense>
      )}
      {creatingSurvey && (
        <Suspense fallback={null}>
          <SurveyEditorModal opened onClose={() => setCreatingSurvey(false)} />
        </Suspense>
      )}
      {newsEditor.modal}
      {resourceEditor.modal}
      {promotionEditor.modal}
    </>
  )
}
