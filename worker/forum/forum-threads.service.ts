import type { Deps } from '../lib/deps'
import type { CreateThreadInput, ForumThreadResource, ListThreadsQuery, UpdateThreadInput } from './forum.schemas'

/** Forum threads: list (sticky first), read by id or slugs, create, edit, stick, delete. */
const todo = (): never => {
  throw new Error('not implemented')
}

type Relations = readonly 'replies'[]

export const listThreads = async (_deps: Deps, _query: ListThreadsQuery): Promise<{ rows: ForumThreadResource[]; total: number }> => todo()
export const getThread = async (_deps: Deps, _id: number, _with: Relations): Promise<ForumThreadResource> => todo()
export const getThreadBySlugs = async (_deps: Deps, _category: string, _thread: string, _with: Relations): Promise<ForumThreadResource> => todo()
export const createThread = async (_deps: Deps, _input: CreateThreadInput): Promise<ForumThreadResource> => todo()
export const updateThread = async (_deps: Deps, _id: number, _input: UpdateThreadInput): Promise<ForumThreadResource> => todo()
export const deleteThread = async (_deps: Deps, _id: number): Promise<{ id: number }> => todo()
