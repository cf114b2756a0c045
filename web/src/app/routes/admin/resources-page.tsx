import { AdminResourcesScreen } from '@/features/admin-resources/components/admin-resources-screen'

/** /admin/resources, its own lazy chunk (the editor comes with it). */
export function ResourcesPage() {
  return <AdminResourcesScreen />
}
