import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { MAX_SURVEY_POLLS } from '@worker/polls/polls.schemas'
import type { SurveyFormValues } from '../lib/survey-form'
import { OptionsEditor } from './options-editor'

function EmbeddedPoll({
  index,
  locked,
  onRemove,
}: {
  index: number
  locked: boolean
  onRemove: () => void
}) {
  const { control, register, formState } = useFormContext<SurveyFormValues>()
  const options = useFieldArray({ control, name: `polls.${index}.poll_options`, keyName: 'key' })
  const values = useWatch({ control, name: `polls.${index}` })
  const errors = formState.errors.polls?.[index]
  const title = values?.title || `Poll ${index + 1}`
  return (
    <Card withBorder padding="sm" radius="sm">
      <Stack gap="sm">
        {locked ? (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
        ) : (
          <TextInput
            label={`Poll ${index + 1} title`}
            {...register(`polls.${index}.title`)}
            error={errors?.title?.message}
          />
        )}
        <OptionsEditor
          label={`Options of poll ${index + 1}`}
          rows={options.fields.map((row, i) => ({
            key: row.key,
            value: values?.poll_options?.[i]?.value ?? '',
          }))}
          register={(i) => register(`polls.${index}.poll_options.${i}.value`)}
          errorOf={(i) => errors?.poll_options?.[i]?.value?.message}
          listError={errors?.poll_options?.message ?? errors?.poll_options?.root?.message}
          readOnly={locked}
          onAdd={() => options.append({ value: '' })}
          onRemove={options.remove}
          onMove={options.move}
        />
        {!locked && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onRemove}
            >
              Remove poll {index + 1}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  )
}

/**
 * A survey's embedded polls (spec 02 §3 polls with their options). Spec 02 §4: once the survey is
 * live, only a holder of manage-options may change them.
 */
export function SurveyPollsField({ locked }: { locked: boolean }) {
  const { control } = useFormContext<SurveyFormValues>()
  const polls = useFieldArray({ control, name: 'polls', keyName: 'key' })
  return (
    <Stack gap="sm">
      {polls.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          No polls in this survey.
        </Text>
      )}
      {polls.fields.map((row, index) => (
        <EmbeddedPoll
          key={row.key}
          index={index}
          locked={locked}
          onRemove={() => polls.remove(index)}
        />
      ))}
      {!locked && (
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={polls.fields.length >= MAX_SURVEY_POLLS}
            onClick={() =>
              polls.append({ title: '', poll_options: [{ value: '' }, { value: '' }] })
            }
          >
            Add poll
          </Button>
        </Group>
      )}
    </Stack>
  )
}
