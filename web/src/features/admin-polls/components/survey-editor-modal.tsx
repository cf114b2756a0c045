import type { SurveyResource } from '@worker/polls/polls.schemas'
import { ContentEditorModal } from '@/components/admin/content-editor-modal'
import { canAny, subjectOf } from '@/lib/access'
import { getSurveyForEditQuery } from '../api/get-survey-for-edit'
import { surveyAccessOf } from '../lib/survey-form'
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
  return (
    <ContentEditorModal
      opened={opened}
      onClose={onClose}
      itemId={surveyId}
      query={getSurveyForEditQuery}
      titles={{ create: 'New survey', edit: 'Edit survey' }}
      closeLabel="Close the survey editor"
      loadingLabel="Loading the survey…"
      createPermissions={SURVEY_CREATE_PERMISSIONS}
      cannotCreate="You are not allowed to create surveys."
    >
      {({ viewer, item: survey }) => (
        <SurveyEditorForm
          key={survey?.id ?? 'new'}
          survey={survey}
          access={surveyAccessOf(canAny(subjectOf(viewer), SURVEY_MANAGE_PERMISSIONS), survey)}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </ContentEditorModal>
  )
}
