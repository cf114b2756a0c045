import { AdminPagesScreen } from '@/features/admin-pages/components/admin-pages-screen'

/** /admin/pages, its own lazy chunk (the editor comes with it). */
export function PagesPage() {
  return <AdminPagesScreen />
}
