import { api, NO_ALERT } from '@/lib/api-client'

/**
 * GET /api/forum/heartbeat?since=&forum_thread_id=: the replies of a thread changed or deleted since
 * a unix time; null when nothing is new (204). A poll, so it never raises an alert (spec 01 §7).
 */
export const getForumHeartbeat = async (threadId: number, since: number) => {
  const response = await api.forum.heartbeat.$get(
    { query: { since: String(since), forum_thread_id: String(threadId) } },
    { headers: NO_ALERT },
  )
  if (response.status === 204) return null
  return (await response.json()).data
}

export type ForumHeartbeatData = NonNullable<Awaited<ReturnType<typeof getForumHeartbeat>>>
