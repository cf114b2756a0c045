import { api } from './api-client'

/**
 * POST /api/group-user-requests (spec 01 §7): the signed-in member asks to join a group. A public
 * group is joined at once ('joined'), a private one waits for a manager ('requested'). Shared by
 * the screens that offer "Request to join this group" (forum categories, resources).
 */
export const requestToJoinGroup = async (input: { group_id: number; user_id: number }) => {
  const response = await api['group-user-requests'].$post({ json: input })
  return (await response.json()).data
}
