import { Button, Group, Input, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { MAX_SURVEY_QUESTIONS } from '@worker/polls/polls.schemas'
import type { SurveyFormValues } from '../lib/survey-form'
import { RowOrderButtons } from './row-order-buttons'

/** A survey's free-text questions (spec 02 §3 questions: id, question), in order. */
export function SurveyQuestionsField() {
  const { control, register, formState } = useFormContext<SurveyFormValues>()
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' })
  const errors = formState.errors.questions
  return (
    <Input.Wrapper label="Questions" error={errors?.message ?? errors?.root?.message}>
      <Stack gap="xs" mt="xs">
        {questions.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            No questions in this survey.
          </Text>
        )}
        {questions.fields.map((row, index) => {
          const name = `question ${index + 1}`
          return (
            <Group key={row.key} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`Question ${index + 1}`}
                placeholder={`Question ${index + 1}`}
                style={{ flex: 1, minWidth: 0 }}
                {...register(`questions.${index}.question`)}
                error={errors?.[index]?.question?.message}
              />
              <RowOrderButtons
                name={name}
                index={index}
                count={questions.fields.length}
                onMove={questions.move}
                onRemove={questions.remove}
              />
            </Group>
          )
        })}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={questions.fields.length >= MAX_SURVEY_QUESTIONS}
            onClick={() => questions.append({ question: '' })}
          >
            Add question
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  )
}
