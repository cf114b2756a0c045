import { MyTicketsScreen } from '@/features/tickets/components/my-tickets-screen'

/** /my-tickets (member-only: the router places it under RequireMember). */
export function MyTicketsRoute() {
  return <MyTicketsScreen />
}
