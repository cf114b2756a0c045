import type { Db } from '../db/client'
import type { ActorUser } from '../lib/actor'
import { invalid, type FieldErrors } from '../lib/errors'
import { richTextToPlain } from '../lib/rich-text'
import {
  groupQuery,
  knownCategoriesQuery,
  takenSlugsQuery,
  uploadOwnersQuery,
} from './posts.queries'
import type { PostKind, UpdateResourceInput } from './posts.schemas'

/** What create and update share: the stored columns of an input and checks of what it points at. */

/** Every field a post's editor may send (news sends no group_id nor uploads). */
export type PostFields = UpdateResourceInput

/** The columns an editor may set; fields left out stay undefined (drizzle leaves them alone). */
export const postFieldValues = (input: PostFields) => ({
  title: input.title,
  excerpt: input.excerpt,
  body: input.body === undefined ? undefined : (input.body ?? null),
  // The body's plain text, for the post search and the feed's previews.
  bodyText: input.body === undefined ? undefined : richTextToPlain(input.body),
  img: input.img,
  settings: input.settings,
  pollId: input.poll_id,
  groupId: input.group_id,
})

/** A created_at as stored: UTC ISO text. */
export const storedInstant = (value: string) => new Date(value).toISOString()

/** Reads what the input points at (and the slugs in use when creating), in one batch. */
export const loadReferences = async (
  db: Db,
  type: PostKind,
  input: PostFields,
  slugBase: string | null,
) => {
  const [taken, known, foundGroups, files] = await db.batch([
    takenSlugsQuery(db, type, slugBase ?? ''),
    knownCategoriesQuery(db, input.categories ?? []),
    groupQuery(db, input.group_id),
    uploadOwnersQuery(db, input.uploads ?? []),
  ])
  return {
    taken: new Set(slugBase === null ? [] : taken.map((t) => t.slug)),
    known: new Set(known.map((c) => c.id)),
    group: foundGroups[0] ?? null,
    files: new Map(files.map((f) => [f.id, f.userId])),
  }
}

export type References = Awaited<ReturnType<typeof loadReferences>>

export const NO_SUCH_CATEGORY = 'Choose an existing category'
export const NO_SUCH_GROUP = 'Choose an existing group'
export const NO_SUCH_UPLOAD = 'Upload the file again'

/** 422 for categories, a group or uploads that do not exist (or files that are someone else's). */
export const checkReferences = (
  input: PostFields,
  refs: References,
  user: ActorUser,
  manager: boolean,
) => {
  const errors: FieldErrors = {}
  ;(input.categories ?? []).forEach((id, i) => {
    if (!refs.known.has(id)) errors[`categories.${i}`] = [NO_SUCH_CATEGORY]
  })
  if (input.group_id && !refs.group) errors.group_id = [NO_SUCH_GROUP]
  ;(input.uploads ?? []).forEach((id, i) => {
    const owner = refs.files.get(id)
    const mine = owner !== undefined && (manager || owner === user.id)
    if (!mine) errors[`uploads.${i}`] = [NO_SUCH_UPLOAD]
  })
  if (Object.keys(errors).length > 0) throw invalid(errors)
}
