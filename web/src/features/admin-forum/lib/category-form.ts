import { z } from 'zod'
import { forumCategoryInput, type ForumCategoryInput } from '@worker/forum/forum.schemas'
import type { AdminForumCategory } from '../api/list-forum-categories'

/**
 * The editor's fields, checked by the route's own schema: only the slug differs, because an empty
 * box means "derive it from the name" and is sent as absent.
 */
export const categoryFormSchema = forumCategoryInput
  .pick({ name: true, img: true, group_id: true })
  .extend({
    slug: z.union([z.literal(''), forumCategoryInput.shape.slug.unwrap()]),
  })
export type CategoryFormInput = z.input<typeof categoryFormSchema>
export type CategoryFormValues = z.output<typeof categoryFormSchema>

export const EMPTY_CATEGORY: CategoryFormInput = { name: '', slug: '', img: null, group_id: null }

export const toFormValues = (category: AdminForumCategory): CategoryFormInput => ({
  name: category.name,
  slug: category.slug,
  img: category.img,
  group_id: category.group_id,
})

/** What is sent: a blank slug is left out so the server derives it from the name. */
export const toInput = (values: CategoryFormValues): ForumCategoryInput => ({
  name: values.name,
  ...(values.slug ? { slug: values.slug } : {}),
  img: values.img ?? null,
  group_id: values.group_id ?? null,
})
