import { useNavigate, useParams } from 'react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { NewsPage } from '@/features/news/components/news-page'
import { newsPath } from '@/lib/post-paths'
import { useNewsEditorSlot } from './news-editor-slot'
import { PostEngagement } from './post-engagement'
import { ViewAccess } from './view-access'

/**
 * /news/:slug: one news post with its likes and comments and the editor. A save that renames the
 * post moves to its new address.
 */
export function NewsPostRoute() {
  const { slug } = useParams()
  const navigate = useNavigate()
  const editor = useNewsEditorSlot((saved) => {
    if (saved.slug !== slug) navigate(newsPath(saved.slug), { replace: true })
  })
  if (!slug) return <NotFoundPage />
  return (
    <ViewAccess permission="news.view:directory" resource="News">
      <NewsPage
        key={slug}
        slug={slug}
        onEdit={editor.available ? (post) => editor.edit(post.id) : undefined}
        renderEngagement={(post) => <PostEngagement post={post} />}
      />
      {editor.modal}
    </ViewAccess>
  )
}
