import type { Me } from '@/lib/session'
import { AdminGroupsScreen } from '@/features/admin-groups/components/admin-groups-screen'
import { can, subjectOf } from '@/lib/access'

/** /admin/groups, its own lazy chunk (the editor and the member manager come with it). */
export function GroupsPage({ viewer }: { viewer: Me }) {
  return <AdminGroupsScreen canSetStatus={can(subjectOf(viewer), 'groups.manage')} />
}
