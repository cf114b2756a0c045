import { useParams } from 'react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { SurveyPage } from '@/features/polls/components/survey-page'
import { idFromParam } from './poll-route'
import { ViewAccess } from './view-access'

/** /surveys/:id: one survey to answer, behind polls.view (spec 03 §6, spec 01 §6). */
export function SurveyRoute() {
  const id = idFromParam(useParams().id)
  if (id === null) return <NotFoundPage />
  return (
    <ViewAccess permission="polls.view" resource="Surveys">
      <SurveyPage key={id} id={id} />
    </ViewAccess>
  )
}
