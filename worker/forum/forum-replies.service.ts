import type { Deps } from '../lib/deps'
import type { CreateReplyInput, ForumReplyResource, ListRepliesQuery, UpdateReplyInput } from './forum.schemas'

/** Forum replies: list a thread's (top level with children), create, edit, delete; then publish live. */
const todo = (): never => {
  throw new Error('not implemented')
}

export const listReplies = async (_deps: Deps, _query: ListRepliesQuery): Promise<{ rows: ForumReplyResource[]; total: number }> => todo()
export const getReply = async (_deps: Deps, _id: number): Promise<ForumReplyResource> => todo()
export const createReply = async (_deps: Deps, _input: CreateReplyInput): Promise<ForumReplyResource> => todo()
export const updateReply = async (_deps: Deps, _id: number, _input: UpdateReplyInput): Promise<ForumReplyResource> => todo()
export const deleteReply = async (_deps: Deps, _id: number): Promise<{ id: number }> => todo()
