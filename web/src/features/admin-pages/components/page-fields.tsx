import {
  ActionIcon,
  Button,
  ColorInput,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { Controller, useController, useFormContext } from 'react-hook-form'
import { PAGE_COVER, PAGE_STATUSES } from '@worker/pages/pages.schemas'
import { FormBodyField } from '@/components/admin/content-fields'
import { StatusSelect } from '@/components/admin/status-filter'
import { ImageCropInput } from '@/components/uploads/image-crop-input'
import { IMAGE_TARGETS } from '@/lib/uploads/image-targets'
import type { PageFormValues } from './page-form'

/** Spec 02 §5: the page cover is cropped to 1920x600; 1920x480 is what the spec recommends. */
const COVER_TARGET = { width: PAGE_COVER.width, height: PAGE_COVER.height, hint: PAGE_COVER.hint }

/** The Page tab: title, address, status, cover and body. */
export function PageDetailsFields({ isSystem }: { isSystem: boolean }) {
  const { register, formState, control } = useFormContext<PageFormValues>()
  const errors = formState.errors
  const img = useController<PageFormValues, 'img'>({ name: 'img' })
  return (
    <Stack gap="md">
      <TextInput label="Title" required {...register('title')} error={errors.title?.message} />
      <TextInput
        label="Address"
        description={
          isSystem
            ? 'A system page keeps its address.'
            : 'Lower-case letters, digits and dashes; made from the title when left empty.'
        }
        leftSection={<Text size="sm">/pages/</Text>}
        leftSectionWidth={64}
        disabled={isSystem}
        {...register('slug')}
        error={errors.slug?.message}
      />
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <StatusSelect
            statuses={PAGE_STATUSES}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div>
        <ImageCropInput
          label="Cover image"
          value={img.field.value ?? null}
          onChange={img.field.onChange}
          target={COVER_TARGET}
          kind="page"
          error={img.fieldState.error?.message}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {PAGE_COVER.hint}
        </Text>
      </div>
      <FormBodyField />
    </Stack>
  )
}

/** The FAQ tab of the faq page: title, logo, colour, sub-heading and the questions offered. */
export function FaqSettingsFields() {
  const { register, formState } = useFormContext<PageFormValues>()
  const errors = formState.errors.faq_settings
  const logo = useController<PageFormValues, 'faq_settings.faq_logo'>({
    name: 'faq_settings.faq_logo',
  })
  const colour = useController<PageFormValues, 'faq_settings.faq_colour'>({
    name: 'faq_settings.faq_colour',
  })
  return (
    <Stack gap="md">
      <TextInput
        label="FAQ title"
        {...register('faq_settings.faq_title')}
        error={errors?.faq_title?.message}
      />
      <ImageCropInput
        label="FAQ logo"
        value={logo.field.value?.value ?? null}
        onChange={(src) => logo.field.onChange(src ? { value: src } : null)}
        target={IMAGE_TARGETS.logo}
        kind="page"
        error={logo.fieldState.error?.message}
      />
      <ColorInput
        label="FAQ colour"
        format="hex"
        value={colour.field.value ?? ''}
        onChange={(value) => colour.field.onChange(value === '' ? null : value)}
        error={colour.fieldState.error?.message}
        w={{ base: '100%', xs: 240 }}
      />
      <Textarea
        label="Sub-heading"
        rows={2}
        {...register('faq_settings.faq_sub_heading')}
        error={errors?.faq_sub_heading?.message}
      />
      <FaqQuestionsField />
    </Stack>
  )
}

/** Spec 02 §5: a question is added only if it is a non-empty string. */
function FaqQuestionsField() {
  const questions = useController<PageFormValues, 'faq_settings.faq_default_questions'>({
    name: 'faq_settings.faq_default_questions',
  })
  const list = questions.field.value ?? []
  const [draft, setDraft] = useState('')
  const add = () => {
    const text = draft.trim()
    if (text === '') return
    questions.field.onChange([...list, text])
    setDraft('')
  }
  return (
    <Stack gap="xs" role="group" aria-labelledby="faq-questions-label">
      <Text size="sm" fw={500} id="faq-questions-label">
        Questions
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No questions yet.
        </Text>
      ) : (
        <Stack gap={4} component="ol" style={{ paddingLeft: 20, margin: 0 }}>
          {list.map((question, i) => (
            <li key={`${i}-${question}`}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {question}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove question ${i + 1}`}
                  onClick={() => questions.field.onChange(list.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label="New question"
          placeholder="A question visitors often ask"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
          style={{ flex: 1 }}
          error={questions.fieldState.error?.message}
        />
        <Button variant="default" onClick={add}>
          Add
        </Button>
      </Group>
    </Stack>
  )
}
