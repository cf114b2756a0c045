import { MemberReportsScreen } from '@/features/admin-member-reports/components/member-reports-screen'

/** /admin/member-reports, its own lazy chunk. */
export function MemberReportsPage() {
  return <MemberReportsScreen />
}
