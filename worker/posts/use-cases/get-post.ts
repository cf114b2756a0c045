import type { Deps } from '../../lib/deps'
import type { NewsResource, ResourceResource, ResourceSummary } from '../posts.schemas'

// CONTRACT STUB (lead): the posts-worker helper implements these.
export const getNews = async (_deps: Deps, _key: string): Promise<NewsResource> => {
  throw new Error('not implemented')
}
export const getResource = async (_deps: Deps, _key: string): Promise<ResourceResource> => {
  throw new Error('not implemented')
}
export const getResourcePreview = async (_deps: Deps, _key: string): Promise<ResourceSummary> => {
  throw new Error('not implemented')
}
