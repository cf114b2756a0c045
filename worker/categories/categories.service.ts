import type { Deps } from '../lib/deps'
import type { CategoryResource, CategoryTypeResource, ListCategoriesQuery } from './categories.schemas'

export const listCategories = async (_deps: Deps, _query: ListCategoriesQuery): Promise<{ rows: CategoryResource[]; total: number }> => {
  throw new Error('not implemented')
}

export const getCategory = async (_deps: Deps, _id: number): Promise<CategoryResource> => {
  throw new Error('not implemented')
}

export const listCategoryTypes = async (_deps: Deps): Promise<CategoryTypeResource[]> => {
  throw new Error('not implemented')
}
