import type { Deps } from '../../lib/deps'
import type {
  CreateNewsInput,
  CreateResourceInput,
  NewsResource,
  ResourceResource,
  UpdateNewsInput,
  UpdateResourceInput,
} from '../posts.schemas'

// CONTRACT STUB (lead): the posts-worker helper implements these.
export const createNews = async (_deps: Deps, _input: CreateNewsInput): Promise<NewsResource> => {
  throw new Error('not implemented')
}
export const updateNews = async (
  _deps: Deps,
  _key: string,
  _input: UpdateNewsInput,
): Promise<NewsResource> => {
  throw new Error('not implemented')
}
export const createResource = async (
  _deps: Deps,
  _input: CreateResourceInput,
): Promise<ResourceResource> => {
  throw new Error('not implemented')
}
export const updateResource = async (
  _deps: Deps,
  _key: string,
  _input: UpdateResourceInput,
): Promise<ResourceResource> => {
  throw new Error('not implemented')
}
