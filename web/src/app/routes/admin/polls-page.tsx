import { PollsAdminScreen } from '@/features/admin-polls/components/polls-admin-screen'

/** /admin/polls, its own lazy chunk (the editor comes with it). */
export function PollsPage() {
  return <PollsAdminScreen />
}
