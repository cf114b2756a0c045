import { api, NO_ALERT } from '@/lib/api-client'

/** Spec 01 §7/§9: GET /api/heartbeat every 60 seconds. */
export const HEARTBEAT_MS = 60_000

/** Quiet by design: a missed beat is not worth an alert. */
export const getHeartbeat = async () => {
  const response = await api.heartbeat.$get({}, { headers: NO_ALERT })
  return (await response.json()).data
}
