import { PrivateThreadsPage } from '@/features/forum/components/private-threads-page'

/** /forum/private (members only): the viewer's private threads. */
export function ForumPrivateRoute() {
  return <PrivateThreadsPage />
}
