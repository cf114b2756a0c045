/**
 * Valid requests of the comments and likes routes (spec 01 §7): each reads or writes on the
 * bystander's approved public event (events.view reads it); a comment or like the call changes is
 * made fresh, the caller's ('own') or the bystander's ('other').
 */
import { createComment, createLike } from './engagement-items'
import {
  createCommentInput,
  listCommentsQuery,
  updateCommentInput,
} from '@worker/comments/comments.schemas'
import { idParam } from '@worker/lib/params'
import { likeInput, listLikesQuery } from '@worker/likes/likes.schemas'
import type { RequestSpec } from './valid-requests'

export const ENGAGEMENT_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/comments': {
    input: { query: listCommentsQuery },
    build: ({ fx }) => ({ path: `/api/comments?item_type=event&item_id=${fx.event.id}&page=1` }),
  },
  'POST /api/comments': {
    input: { json: createCommentInput },
    build: ({ fx }) => ({
      path: '/api/comments',
      json: { item_type: 'event', item_id: fx.event.id, body: 'Commented by a test' },
    }),
  },
  'PUT /api/comments/:id': {
    input: { param: idParam, json: updateCommentInput },
    item: 'comment',
    succeedsAs: 'own',
    build: async ({ p, ownership, fx }) => ({
      path: `/api/comments/${(await createComment(p, ownership, fx)).id}`,
      json: { body: 'Edited by a test' },
    }),
  },
  'DELETE /api/comments/:id': {
    input: { param: idParam },
    item: 'comment',
    build: async ({ p, ownership, fx }) => ({
      path: `/api/comments/${(await createComment(p, ownership, fx)).id}`,
    }),
  },
  'GET /api/likes': {
    input: { query: listLikesQuery },
    build: ({ fx }) => ({ path: `/api/likes?item_type=event&item_id=${fx.event.id}` }),
  },
  'POST /api/likes': {
    input: { json: likeInput },
    build: ({ fx }) => ({ path: '/api/likes', json: { item_type: 'event', item_id: fx.event.id } }),
  },
  // Only one's own like can be taken back, whoever one is.
  'DELETE /api/likes/:id': {
    input: { param: idParam },
    item: 'like',
    succeedsAs: 'own',
    build: async ({ p, ownership, fx }) => ({
      path: `/api/likes/${(await createLike(p, ownership, fx)).id}`,
    }),
  },
}
