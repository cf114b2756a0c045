import type { Deps } from '../lib/deps'
import type { Paging } from '../lib/paging'
import type { ForumCategoryInput, ForumCategoryResource, UpdateForumCategoryInput } from './forum.schemas'

/** Forum categories: the index's cards (with the viewer's group state) and their admin CRUD. */
const todo = (): never => {
  throw new Error('not implemented')
}

export const listForumCategories = async (_deps: Deps, _paging: Paging): Promise<{ rows: ForumCategoryResource[]; total: number }> => todo()
export const getForumCategory = async (_deps: Deps, _idOrSlug: string): Promise<ForumCategoryResource> => todo()
export const createForumCategory = async (_deps: Deps, _input: ForumCategoryInput): Promise<ForumCategoryResource> => todo()
export const updateForumCategory = async (_deps: Deps, _id: number, _input: UpdateForumCategoryInput): Promise<ForumCategoryResource> => todo()
export const deleteForumCategory = async (_deps: Deps, _id: number): Promise<{ id: number }> => todo()
