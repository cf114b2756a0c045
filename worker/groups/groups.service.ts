import type { Deps } from '../lib/deps'
import type { CreateGroupInput, GroupResource, ListGroupsQuery, UpdateGroupInput } from './groups.schemas'

/** Groups: list and read (with the viewer's membership state), create (pending), edit, delete. */
const todo = (): never => {
  throw new Error('not implemented')
}

export const listGroups = async (_deps: Deps, _query: ListGroupsQuery): Promise<{ rows: GroupResource[]; total: number }> => todo()
export const getGroup = async (_deps: Deps, _idOrSlug: string, _with: readonly ('users' | 'user_requests')[]): Promise<GroupResource> => todo()
export const createGroup = async (_deps: Deps, _input: CreateGroupInput): Promise<GroupResource> => todo()
export const updateGroup = async (_deps: Deps, _id: number, _input: UpdateGroupInput): Promise<GroupResource> => todo()
export const deleteGroup = async (_deps: Deps, _id: number): Promise<{ id: number }> => todo()
