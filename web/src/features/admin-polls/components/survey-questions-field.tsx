import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { MAX_SURVEY_QUESTIONS } from '@worker/polls/polls.schemas'
import type { SurveyFormValues } from '../lib/survey-form'

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
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => questions.move(index, index - 1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move ${name} down`}
                disabled={index === questions.fields.length - 1}
                onClick={() => questions.move(index, index + 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                color="red"
                size="lg"
                aria-label={`Remove ${name}`}
                onClick={() => questions.remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
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
