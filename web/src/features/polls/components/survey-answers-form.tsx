import { Button, Stack, Textarea } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { POLL_MESSAGES } from '@worker/polls/polls.schemas'
import { useAnswerSurvey } from '../api/answer-survey'
import type { Survey } from '../api/get-survey'

type Question = Survey['questions'][number]
/** Keyed `q<id>`: a bare number would make react-hook-form build an array. */
type Values = Record<string, string>

const fieldOf = (q: Question) => `q${q.id}`

/** The message when every box is empty (the worker's own words for it). */
export const NO_ANSWERS_MESSAGE = 'Answer at least one question'

/**
 * The survey's free-text questions (spec 01 §2, §4): a box per question, labelled by it. "Submit
 * Answers" sends only the answered ones, and nothing at all when every box is empty.
 */
export function SurveyAnswersForm({ survey }: { survey: Survey }) {
  const answer = useAnswerSurvey(survey.id)
  const form = useForm<Values>({
    defaultValues: Object.fromEntries(survey.questions.map((q) => [fieldOf(q), ''])),
  })
  const first = survey.questions[0]

  const onSubmit = form.handleSubmit(async (values) => {
    const answers = survey.questions
      .map((q) => ({ question_id: q.id, answer: (values[fieldOf(q)] ?? '').trim() }))
      .filter((a) => a.answer.length > 0)
    if (answers.length === 0) {
      if (first)
        form.setError(fieldOf(first), { message: NO_ANSWERS_MESSAGE }, { shouldFocus: true })
      return
    }
    // The api client alerts a refusal (already answered, closed); the survey is then re-read.
    await answer.mutateAsync(answers).catch(() => undefined)
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Survey answers">
      <Stack gap="md">
        {survey.questions.map((q) => (
          <Textarea
            key={q.id}
            label={q.question}
            rows={4}
            maxLength={5000}
            error={form.formState.errors[fieldOf(q)]?.message}
            {...form.register(fieldOf(q), {
              onChange: () => {
                if (first) form.clearErrors(fieldOf(first))
              },
            })}
          />
        ))}
        <div>
          <Button type="submit" loading={answer.isPending} disabled={answer.isPending}>
            {POLL_MESSAGES.submitAnswers}
          </Button>
        </div>
      </Stack>
    </form>
  )
}
