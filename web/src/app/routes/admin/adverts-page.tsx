import { AdminAdvertsScreen } from '@/features/admin-adverts/components/admin-adverts-screen'

/** /admin/adverts, its own lazy chunk (the editor comes with it). */
export function AdvertsPage() {
  return <AdminAdvertsScreen />
}
