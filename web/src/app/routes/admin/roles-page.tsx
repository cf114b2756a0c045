import type { Me } from '@/lib/session'
import { RolesScreen } from '@/features/admin-roles/components/roles-screen'

/** /admin/roles, its own lazy chunk. */
export function RolesPage({ viewer }: { viewer: Me }) {
  return <RolesScreen viewer={viewer} />
}
