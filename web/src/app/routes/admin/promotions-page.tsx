import { AdminPromotionsScreen } from '@/features/admin-promotions/components/admin-promotions-screen'

/** /admin/promotions, its own lazy chunk (the editor comes with it). */
export function PromotionsPage() {
  return <AdminPromotionsScreen />
}
