import { useParams } from 'react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { PollPage } from '@/features/polls/components/poll-page'
import { ViewAccess } from './view-access'

/** A positive whole number from the address, or null. */
export const idFromParam = (raw: string | undefined) =>
  raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null

/** /polls/:id: one poll with its comments, behind polls.view (spec 01 §6). */
export function PollRoute() {
  const id = idFromParam(useParams().id)
  if (id === null) return <NotFoundPage />
  return (
    <ViewAccess permission="polls.view" resource="Polls">
      <PollPage key={id} id={id} />
    </ViewAccess>
  )
}
