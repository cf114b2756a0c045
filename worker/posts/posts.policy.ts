import { can, canAny, canManageItem, type PolicySubject } from '../lib/policy'
import type { PostKind } from './posts.schemas'

/** Who may do what with news, resources and promotions (spec 02 §6). Pure, so the web hides the same buttons. */

export const POST_KEYS = {
  news: {
    view: 'news.view:directory',
    create: ['news.create', 'news.create-billable', 'news.manage'],
    manage: 'news.manage',
  },
  resource: {
    view: 'resources.view',
    create: ['resources.create', 'resources.manage'],
    manage: 'resources.manage',
  },
  // Spec 02 §6: promotions.manage alone does not create (managers hold create by default).
  promotion: {
    view: 'promotions.view',
    create: ['promotions.create', 'promotions.create-billable'],
    manage: 'promotions.manage',
  },
} as const satisfies Record<PostKind, { view: string; create: readonly string[]; manage: string }>

export const canCreatePost = (subject: PolicySubject, type: PostKind) =>
  subject.user !== null && canAny(subject, POST_KEYS[type].create)

/** Status, created_at and others' posts are for the type's manage key. */
export const canManagePosts = (subject: PolicySubject, type: PostKind) =>
  subject.user !== null && can(subject, POST_KEYS[type].manage)

/** The owner, or the type's manage key, may edit and delete a post. */
export const canEditPost = (
  subject: PolicySubject,
  type: PostKind,
  post: { user_id?: number | null; userId?: number | null },
) => canManageItem(subject, post, POST_KEYS[type].manage)
