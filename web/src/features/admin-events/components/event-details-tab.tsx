import { Checkbox, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller, useWatch } from 'react-hook-form'
import { EVENT_STATUSES } from '@worker/events/events.schemas'
import {
  CategoriesSelect,
  ExcerptField,
  LazyRichTextField,
} from '@/components/admin/content-fields'
import { ImageCropInput } from '@/components/uploads/image-crop-input'
import { StatusSelect } from '@/components/admin/status-filter'
import { IMAGE_TARGETS } from '@/lib/uploads/image-targets'
import { listEventCategoriesQuery } from '../api/list-categories'
import type { EventForm } from '../lib/event-form'

type Props = { form: EventForm; isSubEvent: boolean; isManager: boolean }

/** Title, excerpt, description, image, link, categories, flags and (managers only) status. */
export function EventDetailsTab({ form, isSubEvent, isManager }: Props) {
  const { control, register, formState } = form
  const { errors } = formState
  const excerpt = useWatch({ control, name: 'excerpt' }) ?? ''
  const categories = useQuery({ ...listEventCategoriesQuery(), enabled: !isSubEvent })

  return (
    <Stack gap="md">
      <TextInput label="Title" required {...register('title')} error={errors.title?.message} />
      {!isSubEvent && (
        <ExcerptField
          {...register('excerpt')}
          current={excerpt}
          overLimit="refuse"
          error={errors.excerpt?.message}
        />
      )}
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <LazyRichTextField
            label="Description"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="img"
        render={({ field, fieldState }) => (
          <ImageCropInput
            label="Image"
            value={field.value ?? null}
            onChange={field.onChange}
            target={isSubEvent ? IMAGE_TARGETS.subevent : IMAGE_TARGETS.event}
            kind={isSubEvent ? 'subevent' : 'event'}
            error={fieldState.error?.message}
          />
        )}
      />
      {!isSubEvent && (
        <>
          <TextInput
            label="Link"
            type="url"
            placeholder="https://"
            {...register('link')}
            error={errors.link?.message}
          />
          <Controller
            control={control}
            name="categories"
            render={({ field, fieldState }) => (
              <CategoriesSelect
                ref={field.ref}
                options={categories.data}
                loading={categories.isPending}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </>
      )}
      <Controller
        control={control}
        name="private"
        render={({ field }) => (
          <Checkbox
            label="Private (only invited members and groups see it)"
            ref={field.ref}
            checked={field.value === true || field.value === 1}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <Controller
        control={control}
        name="settings.hide_attendees"
        render={({ field }) => (
          <Checkbox
            label="Hide attendees"
            ref={field.ref}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      {!isSubEvent && (
        <Controller
          control={control}
          name="ticketing_managed_externally"
          render={({ field }) => (
            <Checkbox
              label="Ticketing managed externally"
              ref={field.ref}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      )}
      {/* Spec 02 §6: setting the status is for managers; others' submissions go for approval. */}
      {isManager && (
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <StatusSelect
              statuses={EVENT_STATUSES}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </Stack>
  )
}
