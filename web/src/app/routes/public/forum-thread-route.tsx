import { useParams } from 'react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { ThreadPage } from '@/features/forum/components/thread-page'

/** /forum/:category/:thread: one discussion with its replies, kept live. */
export function ForumThreadRoute() {
  const { category, thread } = useParams()
  if (!category || !thread) return <NotFoundPage />
  // Keyed by address: another thread starts with its own state (editing, draft, shown replies).
  return <ThreadPage key={`${category}/${thread}`} categorySlug={category} threadSlug={thread} />
}
