import { useQuery } from '@tanstack/react-query'
import type { SurveyResource } from '@worker/polls/polls.schemas'
import { AdminEditorModal, EditorLoader } from '@/components/admin/admin-editor-modal'
import { canAny, subjectOf } from '@/lib/access'
import { useMe } from '@/lib/session'
import { getSurveyForEditQuery } from '../api/get-survey-for-edit'
import { surveyAccessOf } from '../lib/survey-form'
import { CannotCreate } from './poll-editor-modal'
import { SurveyEditorForm } from './survey-editor-form'

type Props = {
  opened: boolean
  onClose: () => void
  surveyId?: number
  onSaved?: (survey: SurveyResource) => void
}

/** Spec 02 §6: surveys follow polls (the survey keys of the same names count too). */
export const SURVEY_CREATE_PERMISSIONS = [
  'polls.create',
  'polls.create-billable',
  'polls.manage',
  'surveys.create',
  'surveys.create-billable',
  'surveys.manage',
]
export const SURVEY_MANAGE_PERMISSIONS = ['surveys.manage', 'polls.manage']

/** Spec 02 §2 survey editor, for the admin list and quick-create; closes only by its buttons. */
export function SurveyEditorModal({ opened, onClose, surveyId, onSaved }: Props) {
  const me = useMe()
  const loaded = useQuery({
    ...getSurveyForEditQuery(surveyId ?? 0),
    enabled: opened && surveyId !== undefined,
  })
  const survey = surveyId === undefined ? undefined : loaded.data
  const ready = me.data && (surveyId === undefined || survey) ? { me: me.data, survey } : undefined
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title={surveyId === undefined ? 'New survey' : 'Edit survey'}
      size="xl"
      fullScreenBelow="48em"
      closeLabel="Close the survey editor"
    >
      <EditorLoader
        data={ready}
        failed={surveyId !== undefined && loaded.isError}
        label="Loading the survey…"
        onClose={onClose}
      >
        {({ me: viewer, survey: saved }) =>
          surveyId === undefined && !canAny(subjectOf(viewer), SURVEY_CREATE_PERMISSIONS) ? (
            <CannotCreate what="surveys" onClose={onClose} />
          ) : (
            <SurveyEditorForm
              key={saved?.id ?? 'new'}
              survey={saved ?? null}
              access={surveyAccessOf(
                canAny(subjectOf(viewer), SURVEY_MANAGE_PERMISSIONS),
                saved ?? null,
              )}
              onClose={onClose}
              onSaved={onSaved}
            />
          )
        }
      </EditorLoader>
    </AdminEditorModal>
  )
}
