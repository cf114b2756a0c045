import type { Deps } from '../lib/deps'
import { notify } from '../notifications/notify'
import { managersQuery, recipientQuery } from './posts.queries'
import type { PostKind, PostStatus } from './posts.schemas'

/** Notifications about posts, sent after the write; a failure is logged, never rolled back. */

const ADMIN_LIST = {
  news: '/admin/news',
  resource: '/admin/resources',
  promotion: '/admin/promotions',
} as const
const NOUN = { news: 'news post', resource: 'resource', promotion: 'promotion' } as const

type Post = { id: number; title: string; excerpt: string; slug: string }

/** A pending submission: the holders of the type's manage key are told (spec 02 §4). */
export const noticeSubmitted = async (deps: Deps, type: PostKind, post: Post, authorId: number) => {
  try {
    const [managers] = await deps.db.batch([managersQuery(deps.db, type)])
    await notify(
      deps,
      managers.filter((m) => m.id !== authorId),
      'post.submitted',
      {
        title: `New ${NOUN[type]} waiting for approval: ${post.title}`,
        body: post.excerpt,
        link: `${ADMIN_LIST[type]}?status=pending`,
        data: { item_type: type, item_id: post.id },
        values: { item_type: NOUN[type], item_title: post.title, excerpt: post.excerpt },
      },
    )
  } catch (error) {
    console.error('post.submitted notification failed', error)
  }
}

const PUBLIC_PATH = { news: '/news', resource: '/resources', promotion: '/promotions' } as const

/** A manager approved or rejected someone else's post: its author is told. */
export const noticeDecided = async (
  deps: Deps,
  type: PostKind,
  post: Post,
  authorId: number,
  status: Exclude<PostStatus, 'pending'>,
) => {
  try {
    const [[author]] = await deps.db.batch([recipientQuery(deps.db, authorId)])
    if (!author) return
    const approved = status === 'approved'
    await notify(deps, author, approved ? 'post.approved' : 'post.rejected', {
      title: approved
        ? `Your ${NOUN[type]} ${post.title} is approved`
        : `Your ${NOUN[type]} ${post.title} was not approved`,
      link: approved ? `${PUBLIC_PATH[type]}/${post.slug}` : undefined,
      data: { item_type: type, item_id: post.id },
      values: { item_type: NOUN[type], item_title: post.title },
    })
  } catch (error) {
    console.error(`post.${status} notification failed`, error)
  }
}
