import { CategoriesScreen } from '@/features/admin-categories/components/categories-screen'

/** /admin/settings/categories (sites.set.settings), its own lazy chunk. */
export function CategoriesPage() {
  return <CategoriesScreen />
}
