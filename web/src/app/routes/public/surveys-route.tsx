import { SurveysScreen } from '@/features/polls/components/surveys-screen'
import { ViewAccess } from './view-access'

/** /surveys: surveys follow the poll rules, behind polls.view (spec 03 §6, spec 01 §6). */
export function SurveysRoute() {
  return (
    <ViewAccess permission="polls.view" resource="Surveys">
      <SurveysScreen />
    </ViewAccess>
  )
}
