import { zodResolver } from '@hookform/resolvers/zod'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import {
  createSurveyInput,
  POLL_MESSAGES,
  type CreateSurveyInput,
  type SurveyResource,
} from '@worker/polls/polls.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import type { EditableSurvey } from '../api/get-survey-for-edit'
import { useSaveSurvey } from '../api/save-survey'
import type { PollEditorAccess } from '../lib/poll-form'
import {
  newSurveyPayloadFor,
  surveyPayloadFor,
  surveyValuesOf,
  type SurveyFormValues,
} from '../lib/survey-form'
import { DetailsFields } from './details-fields'
import { EditorFrame } from '@/components/admin/editor-frame'
import { SurveyPollsField } from './survey-polls-field'
import { SurveyQuestionsField } from './survey-questions-field'

type Props = {
  survey: EditableSurvey | null
  access: PollEditorAccess
  onClose: () => void
  onSaved?: (survey: SurveyResource) => void
}

type Tab = 'details' | 'questions' | 'polls'
const tabOf = (field: string): Tab =>
  field.startsWith('questions') ? 'questions' : field.startsWith('polls') ? 'polls' : 'details'

/**
 * The survey form (spec 02 §2, §3): the poll editor's fields without the sponsor, plus private,
 * the questions and the embedded polls; dates and polls locked as a poll's are (spec 02 §4).
 */
export function SurveyEditorForm({ survey, access, onClose, onSaved }: Props) {
  const form = useForm<SurveyFormValues, unknown, CreateSurveyInput>({
    defaultValues: surveyValuesOf(survey, 'approved'),
    resolver: zodResolver(createSurveyInput),
    shouldFocusError: false,
  })
  const { formState } = form
  const save = useSaveSurvey()
  const closeSoon = useCloseAfterSave(onClose)

  const submit = async (values: CreateSurveyInput) => {
    const saved = await save.mutateAsync(
      survey
        ? { id: survey.id, json: surveyPayloadFor(values, access) }
        : { id: null, json: newSurveyPayloadFor(values, access) },
    )
    notifications.show({ color: 'green', message: POLL_MESSAGES.surveySaved })
    form.reset(surveyValuesOf(saved, 'approved'))
    onSaved?.(saved)
    closeSoon()
  }

  const details = (
    <DetailsFields
      categorizable="surveys"
      access={access}
      toggle={{ name: 'is_private', label: 'Private (signed-in members only)' }}
    />
  )
  return (
    <EditorFrame
      form={form}
      tabOf={tabOf}
      saving={save.isPending}
      canSave={survey === null || formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
      tabs={[
        { value: 'details', label: 'Details', panel: details },
        { value: 'questions', label: 'Questions', panel: <SurveyQuestionsField /> },
        {
          value: 'polls',
          label: 'Polls',
          panel: <SurveyPollsField locked={!access.canEditOptions} />,
        },
      ]}
    />
  )
}
