import { useParams } from 'react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { CategoryPage } from '@/features/forum/components/category-page'
import { useForumViewer } from './forum-viewer'

/** /forum/:category: one category's threads and the thread editor. */
export function ForumCategoryRoute() {
  const { category } = useParams()
  const viewer = useForumViewer()
  if (!category) return <NotFoundPage />
  // A new category starts fresh (its "New thread" editor closed).
  return <CategoryPage key={category} slug={category} viewer={viewer} />
}
