import { SurveysAdminScreen } from '@/features/admin-polls/components/surveys-admin-screen'

/** /admin/surveys, its own lazy chunk (the editor comes with it). */
export function SurveysPage() {
  return <SurveysAdminScreen />
}
