import { ForumIndexPage } from '@/features/forum/components/forum-index-page'
import { useForumViewer } from './forum-viewer'

/** /forum: the category cards. */
export function ForumIndexRoute() {
  return <ForumIndexPage viewer={useForumViewer()} />
}
