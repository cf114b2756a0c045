import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import type { createNewsInput, PostStatus } from '@worker/posts/posts.schemas'
import { isAdmin } from '@worker/lib/policy'
import { can, subjectOf } from '@/lib/access'
import { toRichTextDoc } from '@/lib/rich-text-json'
import type { Me } from '@/lib/session'

/**
 * The fields news and resources share (spec 02 §3), as the editors' forms hold them: the worker's
 * own create input, so the form is checked by the schema the route validates with.
 */
export type PostFormValues = z.input<typeof createNewsInput>

/** What the viewer may set in a post editor (spec 02 §6); the server checks again. */
export type PostEditorAccess = {
  /** The type's manage key: status and created date (M02-NEWS-12, M01-CONTENT-03). */
  isManager: boolean
  /** SEO tab: admins and contributors (M02-NEWS-11). */
  canSeo: boolean
}

export const postAccessOf = (me: Me, managePermission: string): PostEditorAccess => {
  const subject = subjectOf(me)
  return {
    isManager: can(subject, managePermission),
    canSeo: isAdmin(subject) || me.role === 'contributor',
  }
}

/** A saved post as the typed client reads it (its rich text widened to plain JSON). */
export type SavedPostFields = {
  title: string
  excerpt: string
  body: unknown
  img: string | null
  status: PostStatus
  categories: readonly { id: number }[]
  settings: { title?: string; description?: string; tags?: string[] }
  created_at: string
}

/** The form's values for a saved post, or for a new one (status: what a manager starts from). */
export const postValuesOf = (
  post: SavedPostFields | null,
  newStatus: PostStatus,
): Required<Omit<PostFormValues, 'poll_id'>> => ({
  title: post?.title ?? '',
  excerpt: post?.excerpt ?? '',
  body: post ? toRichTextDoc(post.body) : null,
  img: post?.img ?? null,
  status: post?.status ?? newStatus,
  categories: post ? post.categories.map((c) => c.id) : [],
  settings: {
    title: post?.settings.title ?? '',
    description: post?.settings.description ?? '',
    tags: post?.settings.tags ?? [],
  },
  created_at: post?.created_at ?? '',
})

/**
 * What is sent: without manage the payload never holds status or created_at (spec 02 §6 and §7,
 * M02-NEWS-12); without the SEO tab it holds no settings, so an edit keeps the saved ones. An
 * empty created date is left to the server (now).
 */
type Guarded = 'status' | 'created_at' | 'settings'

export const payloadFor = <T extends PostFormValues>(
  values: T,
  access: PostEditorAccess,
): Omit<T, Guarded> & Pick<PostFormValues, Guarded> => {
  const { status, created_at, settings, ...rest } = values
  return {
    ...rest,
    ...(access.isManager && status ? { status } : {}),
    ...(access.isManager && created_at ? { created_at } : {}),
    ...(access.canSeo ? { settings } : {}),
  }
}

/**
 * The route's own schema as the form's resolver. An empty created date means "not set" (the
 * server stamps the time), so it is left out rather than refused as an invalid date.
 */
export const postResolver = <In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
): Resolver<In, unknown, Out> => {
  const resolve = zodResolver(schema)
  return (values, context, options) => {
    const set = typeof values.created_at === 'string' && values.created_at !== ''
    return resolve(set ? values : { ...values, created_at: undefined }, context, options)
  }
}
