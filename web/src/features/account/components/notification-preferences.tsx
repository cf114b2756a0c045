import { useQuery } from '@tanstack/react-query'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { notificationPreferencesOptions } from '../api/list-notification-preferences'
import { NotificationPreferencesForm } from './notification-preferences-form'

/** The member's email choices for each kind of notification (GET /api/user-notifications/:id). */
export function NotificationPreferences({ userId }: { userId: number }) {
  const list = useQuery(notificationPreferencesOptions(userId))
  if (list.isPending) return <LoadingState label="Loading your notification preferences…" />
  if (list.isError)
    return (
      <ErrorState
        message="Your notification preferences could not be loaded."
        onRetry={() => void list.refetch()}
      />
    )
  if (list.data.length === 0)
    return <EmptyState>There are no notifications to choose from yet.</EmptyState>
  return <NotificationPreferencesForm userId={userId} preferences={list.data} />
}
