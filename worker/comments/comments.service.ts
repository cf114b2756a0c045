import { sql } from 'drizzle-orm'
import { nowIso } from '../db/schema/columns'
import {
  assertMayViewType,
  isKnownItemType,
  itemPath,
  itemSubjectStatement,
  knownItemType,
  mayViewType,
  readableItemStatement,
  type ItemSubject,
} from '../content/item-access'
import {
  ITEM_TYPES,
  viewerForType,
  viewerForTypeOfActor,
  type KnownItemType,
} from '../content/item-types'
import type { SignedInActor } from '../lib/actor'
import { requireUser, type Deps } from '../lib/deps'
import { forbidden, invalid, notFound } from '../lib/errors'
import { notify } from '../notifications/notify'
import { fullName } from '../users/users.resources'
import { canDeleteComment, canEditComment } from './comments.policy'
import {
  commentByIdStatement,
  commentCountStatement,
  commentForWriteStatement,
  commentPageStatements,
  deleteCommentStatements,
  insertCommentStatement,
  LATEST_COMMENT_ID,
  parentStatement,
  recipientsStatement,
  updateCommentStatement,
} from './comments.queries'
import { toCommentResource } from './comments.resources'
import {
  PARENT_ELSEWHERE,
  type CommentResource,
  type CreateCommentInput,
  type DeletedComment,
  type ListCommentsQuery,
  type UpdateCommentInput,
} from './comments.schemas'

/**
 * Comments on any item of the registry (spec 01 §3–§7): list an item's (top level newest first,
 * each with its replies), create (one level of replies), edit (the owner), delete (the owner or
 * the type's managers, with the replies). The item must be readable by the caller, else 404.
 */

export const ONLY_OWNER_EDITS = 'Only the author of a comment can edit it'
export const ONLY_OWNER_DELETES = 'Only the author of a comment or a moderator can delete it'

/** GET /api/comments: one batch with the session rows, the view permission checked on its return. */
export const listComments = async (
  deps: Deps,
  query: ListCommentsQuery,
): Promise<{ rows: CommentResource[]; total: number }> => {
  const { db, auth } = deps
  const type = knownItemType(query.item_type)
  await auth.require(mayViewType(type), { permissions: true })
  const viewer = viewerForType(type, auth.tokenHash)
  const readable = ITEM_TYPES[type].readableSql(viewer, sql`${query.item_id}`)
  const item = { type, id: query.item_id }
  const [rows, [count], [found]] = await db.batch([
    ...commentPageStatements(db, item, readable, query),
    readableItemStatement(db, type, viewer, query.item_id),
  ])
  if (!found) throw notFound()
  const subject = auth.current()
  return {
    rows: rows.map((row) => toCommentResource(row, { subject, type })),
    total: count?.total ?? 0,
  }
}

/** POST /api/comments: a reply to a reply is attached to its top-level comment. */
export const createComment = async (
  deps: Deps,
  input: CreateCommentInput,
): Promise<CommentResource> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const type = knownItemType(input.item_type)
  assertMayViewType(actor, type)
  const viewer = viewerForTypeOfActor(type, actor)
  const [[found], [parent], [subject]] = await db.batch([
    readableItemStatement(db, type, viewer, input.item_id),
    parentStatement(db, input.parent_id ?? 0),
    itemSubjectStatement(db, type, input.item_id),
  ])
  if (!found) throw notFound()
  if (input.parent_id && (!parent || parent.item_type !== type || parent.item_id !== input.item_id))
    throw invalid({ parent_id: [PARENT_ELSEWHERE] })
  const now = nowIso()
  const [, [row]] = await db.batch([
    insertCommentStatement(db, {
      itemType: type,
      itemId: input.item_id,
      parentId: parent ? (parent.parent_id ?? parent.id) : null,
      userId: actor.user.id,
      body: input.body,
      now,
    }),
    commentByIdStatement(db, LATEST_COMMENT_ID),
  ])
  if (!row) throw new Error('comment missing after insert')
  if (subject) {
    await notifyAbout(deps, actor, {
      type,
      subject,
      body: input.body,
      commentId: row.id,
      repliedTo: parent?.user_id ?? null,
    })
  }
  return toCommentResource(row, { subject: actor, type })
}

/** The comment, when the caller may reach its item (else 404) and see its type (else 403). */
const commentForWrite = async (deps: Deps, id: number) => {
  const actor = await requireUser(deps)
  const [[comment]] = await deps.db.batch([commentForWriteStatement(deps.db, actor, id)])
  if (!comment || !isKnownItemType(comment.item_type)) throw notFound()
  const type: KnownItemType = comment.item_type
  assertMayViewType(actor, type)
  if (!comment.readable) throw notFound()
  return { actor, comment, type }
}

/** PUT /api/comments/{id}: the owner only. */
export const updateComment = async (
  deps: Deps,
  id: number,
  input: UpdateCommentInput,
): Promise<CommentResource> => {
  const { db } = deps
  const { actor, comment, type } = await commentForWrite(deps, id)
  if (!canEditComment(actor, comment)) throw forbidden(ONLY_OWNER_EDITS)
  const [[updated], [row]] = await db.batch([
    updateCommentStatement(db, { id, userId: actor.user.id, body: input.body, now: nowIso() }),
    commentByIdStatement(db, id),
  ])
  if (!updated || !row) throw notFound()
  return toCommentResource(row, { subject: actor, type })
}

/** DELETE /api/comments/{id}: the owner or a manager of the type; its replies go with it. */
export const deleteComment = async (deps: Deps, id: number): Promise<DeletedComment> => {
  const { db } = deps
  const { actor, comment, type } = await commentForWrite(deps, id)
  if (!canDeleteComment(actor, comment, type)) throw forbidden(ONLY_OWNER_DELETES)
  const [replies, deleted, [counted]] = await db.batch([
    ...deleteCommentStatements(db, id),
    commentCountStatement(db, { type, id: comment.item_id }),
  ])
  if (deleted.length === 0) throw notFound()
  return {
    id,
    item_type: type,
    item_id: comment.item_id,
    parent_id: comment.parent_id,
    deleted: deleted.length + replies.length,
    total_comments: counted?.total_comments ?? 0,
  }
}

const logFailure = (error: unknown) => console.error('comment notification failed', error)

/**
 * After the write: the item's author hears of a comment, the author of the comment replied to of
 * a reply; never the commenter themself, and nobody twice. A failure is logged, not raised.
 */
const notifyAbout = async (
  deps: Deps,
  actor: SignedInActor,
  about: {
    type: KnownItemType
    subject: ItemSubject
    body: string
    commentId: number
    repliedTo: number | null
  },
) => {
  const me = actor.user.id
  const replied = about.repliedTo !== null && about.repliedTo !== me ? about.repliedTo : null
  const author =
    about.subject.user_id !== null &&
    about.subject.user_id !== me &&
    about.subject.user_id !== replied
      ? about.subject.user_id
      : null
  const ids = [replied, author].filter((id): id is number => id !== null)
  if (ids.length === 0) return
  try {
    const [people] = await deps.db.batch([recipientsStatement(deps.db, ids)])
    const name = fullName(actor.user)
    const payload = {
      body: about.body.length > 200 ? `${about.body.slice(0, 199)}…` : about.body,
      link: itemPath(about.type, about.subject.slug),
      data: { item_type: about.type, comment_id: about.commentId },
    }
    const values = { actor_name: name, item_title: about.subject.title, comment: payload.body }
    const authorRow = people.find((p) => p.id === author)
    const repliedRow = people.find((p) => p.id === replied)
    if (authorRow)
      await notify(deps, authorRow, 'comment.created', {
        ...payload,
        title: `${name} commented on ${about.subject.title}`,
        values,
      })
    if (repliedRow)
      await notify(deps, repliedRow, 'comment.replied', {
        ...payload,
        title: `${name} replied to your comment on ${about.subject.title}`,
        values,
      })
  } catch (error) {
    logFailure(error)
  }
}
