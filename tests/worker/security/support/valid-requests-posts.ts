/**
 * Valid requests of the news, resources, post search and approvals routes (spec 02 §7): each
 * write gets an approved post of the caller (own) or of the bystander (other), so a refusal is the
 * guard's or the policy's doing. Reads and renames build theirs once per test file (`reuse`);
 * deletes get a fresh one each.
 */
import {
  createNewsInput,
  createResourceInput,
  listApprovalsQuery,
  listPostsQuery,
  postKeyParam,
  searchPostsInput,
  updateNewsInput,
  updateResourceInput,
} from '@worker/posts/posts.schemas'
import type { Ownership, Principal } from '../../../helpers/principals'
import { createNewsPost, createResourcePost } from '../../../helpers/post-factories'
import type { Fixtures, RequestSpec } from './valid-requests'

let sequence = 0
const title = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${(sequence += 1)}`

const ownerOf = (p: Principal, o: Ownership | null, fx: Fixtures) =>
  o === 'own' && p.user ? p.user.id : fx.bystander.id

const crud = (
  type: 'news' | 'resources',
  make: typeof createNewsPost,
  inputs: {
    create: RequestSpec['input']
    update: RequestSpec['input']
  },
): Record<string, RequestSpec> => ({
  [`GET /api/${type}`]: {
    input: { query: listPostsQuery },
    build: () => ({ path: `/api/${type}?page=1` }),
  },
  [`GET /api/${type}/:id`]: {
    reuse: 'owner',
    input: { param: postKeyParam },
    build: async () => ({ path: `/api/${type}/${(await make()).slug}` }),
  },
  [`POST /api/${type}`]: {
    input: inputs.create,
    build: () => ({
      path: `/api/${type}`,
      json: { title: title('Matrix post'), excerpt: 'Made by a test' },
    }),
  },
  // Owners edit their own post, but not its status (that is for the manage key).
  [`PUT /api/${type}/:id`]: {
    reuse: 'owner',
    input: inputs.update,
    item: type === 'news' ? 'news' : 'resource',
    build: async ({ p, ownership, fx }) => {
      const post = await make({ userId: ownerOf(p, ownership, fx) })
      return { path: `/api/${type}/${post.id}`, json: { title: title('Renamed post') } }
    },
  },
  [`DELETE /api/${type}/:id`]: {
    input: { param: postKeyParam },
    item: type === 'news' ? 'news' : 'resource',
    build: async ({ p, ownership, fx }) => {
      const post = await make({ userId: ownerOf(p, ownership, fx) })
      return { path: `/api/${type}/${post.id}` }
    },
  },
})

export const POST_REQUESTS: Record<string, RequestSpec> = {
  ...crud('news', createNewsPost, {
    create: { json: createNewsInput },
    update: { param: postKeyParam, json: updateNewsInput },
  }),
  ...crud('resources', createResourcePost, {
    create: { json: createResourceInput },
    update: { param: postKeyParam, json: updateResourceInput },
  }),
  'GET /api/resources/:id/preview': {
    reuse: 'owner',
    input: { param: postKeyParam },
    build: async () => ({ path: `/api/resources/${(await createResourcePost()).id}/preview` }),
  },
  'POST /api/posts/search': {
    input: { json: searchPostsInput },
    build: () => ({ path: '/api/posts/search', json: { q: 'matrix', type: 'news' } }),
  },
  'GET /api/posts/search': {
    input: { query: searchPostsInput },
    build: () => ({ path: '/api/posts/search?q=matrix&type=resource' }),
  },
  'GET /api/approvals': {
    input: { query: listApprovalsQuery },
    build: () => ({ path: '/api/approvals?page=1' }),
  },
}
