import type { Deps } from '../lib/deps'
import type { GroupJoinResult, GroupRequestInput, GroupRequestResource, ListGroupRequestsQuery } from './groups.schemas'

/** Join requests: ask (public groups join at once), accept (adds the member), decline (removes the request). */
const todo = (): never => {
  throw new Error('not implemented')
}

export const listGroupRequests = async (_deps: Deps, _query: ListGroupRequestsQuery): Promise<{ rows: GroupRequestResource[]; total: number }> => todo()
export const requestToJoin = async (_deps: Deps, _input: GroupRequestInput): Promise<GroupJoinResult> => todo()
export const acceptGroupRequest = async (_deps: Deps, _id: number): Promise<{ id: number; group_id: number; user_id: number; message: string }> => todo()
export const declineGroupRequest = async (_deps: Deps, _id: number): Promise<{ id: number; message: string }> => todo()
