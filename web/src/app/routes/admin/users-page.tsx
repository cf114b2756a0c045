import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { UsersScreen } from '@/features/admin-users/components/users-screen'
import type { Me } from '@/lib/session'
import { settingsQueryOptions } from '@/lib/site-settings'

const positiveInt = (value: string | null | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null

/**
 * /admin/users, and /admin/users/:id (or ?userId=) which opens that member's editor (spec 02 §2);
 * its own lazy chunk.
 */
export function UsersPage({ viewer }: { viewer: Me }) {
  const { id } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const settings = useQuery(settingsQueryOptions())
  const openUserId = positiveInt(id) ?? positiveInt(new URLSearchParams(search).get('userId'))

  // Back to the list with its filters, whichever way the editor was opened.
  const closeUser = useCallback(() => {
    const params = new URLSearchParams(search)
    params.delete('userId')
    const query = params.toString()
    navigate(`/admin/users${query ? `?${query}` : ''}`)
  }, [navigate, search])

  return (
    <UsersScreen
      viewer={viewer}
      // undefined while loading; a failed settings load simply leaves Expired out.
      reminderThreshold={settings.isError ? null : settings.data?.gdpr_settings.reminder.threshold}
      openUserId={openUserId}
      userHref={(userId) => `/admin/users/${userId}${search}`}
      onCloseUser={closeUser}
    />
  )
}
