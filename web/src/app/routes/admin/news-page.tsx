import { AdminNewsScreen } from '@/features/admin-news/components/admin-news-screen'

/** /admin/news, its own lazy chunk (the editor comes with it). */
export function NewsPage() {
  return <AdminNewsScreen />
}
