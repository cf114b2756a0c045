import type { Deps } from '../lib/deps'
import type { GroupUserRow, ListGroupUsersQuery } from './groups.schemas'

/** The member manager's All Users tab: list with membership, add, remove (spec 02 §4). */
const todo = (): never => {
  throw new Error('not implemented')
}

export const listGroupUsers = async (_deps: Deps, _groupId: number, _query: ListGroupUsersQuery): Promise<{ rows: GroupUserRow[]; total: number }> => todo()
export const addGroupUser = async (_deps: Deps, _groupId: number, _userId: number): Promise<{ group_id: number; user_id: number; message: string }> => todo()
export const removeGroupUser = async (_deps: Deps, _groupId: number, _userId: number): Promise<{ group_id: number; user_id: number; message: string }> => todo()
