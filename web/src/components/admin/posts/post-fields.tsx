import { Stack, TagsInput, Textarea, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { POST_STATUSES } from '@worker/posts/posts.schemas'
import type { UploadKind } from '@worker/uploads/uploads.schemas'
import {
  FormBodyField,
  FormCategoriesField,
  FormExcerptField,
} from '@/components/admin/content-fields'
import { LondonDateTimeInput } from '@/components/dates/london-date-time-input'
import { ImageCropInput } from '@/components/uploads/image-crop-input'
import { StatusSelect } from '@/components/admin/status-filter'
import { api } from '@/lib/api-client'
import { categoryKeys } from '@/lib/event-keys'
import type { ImageTarget } from '@/lib/uploads/image-targets'
import type { PostFormValues } from './post-form'

const categoriesQuery = (categorizable: 'news' | 'resources') => {
  const query = { categorizable, page_size: '100' } as const
  return {
    queryKey: categoryKeys.list(query),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const response = await api.categories.$get({ query }, { init: { signal } })
      return (await response.json()).data
    },
    staleTime: 5 * 60_000,
  }
}

type DetailsProps = {
  /** "Image" for news, "Banner" for resources. */
  imageLabel: string
  imageKind: UploadKind
  imageTarget: ImageTarget
  /** Beside the image when its upload fails ('Banner image could not be uploaded'). */
  imageFailed?: string
  categorizable: 'news' | 'resources'
  /** Fields of the type's own, after the shared ones (a resource's group). */
  children?: ReactNode
}

/** Spec 02 §3: title, excerpt (at most 250, counted), image cropped to its target, body, categories. */
export function PostDetailsFields(props: DetailsProps) {
  const { control, register, formState } = useFormContext<PostFormValues>()
  const { errors } = formState
  const categories = useQuery(categoriesQuery(props.categorizable))
  return (
    <Stack gap="md">
      <TextInput label="Title" required {...register('title')} error={errors.title?.message} />
      <FormExcerptField overLimit="flag" />
      <Controller
        control={control}
        name="img"
        render={({ field, fieldState }) => (
          <ImageCropInput
            label={props.imageLabel}
            value={field.value ?? null}
            onChange={field.onChange}
            target={props.imageTarget}
            kind={props.imageKind}
            failedMessage={props.imageFailed}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormBodyField />
      <FormCategoriesField options={categories.data} loading={categories.isPending} />
      {props.children}
    </Stack>
  )
}

/**
 * Spec 02 §4 and §6: status (pending, approved, rejected) and the created date, shown only to
 * holders of the type's manage key (the caller leaves it out for others).
 */
export function PostPublishingFields() {
  const { control } = useFormContext<PostFormValues>()
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <StatusSelect
            statuses={POST_STATUSES}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="created_at"
        render={({ field, fieldState }) => (
          <LondonDateTimeInput
            label="Created"
            value={field.value || null}
            onChange={(iso) => field.onChange(iso ?? '')}
            error={fieldState.error?.message}
            clearable
          />
        )}
      />
    </Stack>
  )
}

/** Spec 02 §3 settings: the SEO title, description and tags (admins and contributors, §6). */
export function PostSeoFields() {
  const { control, register, formState } = useFormContext<PostFormValues>()
  const { errors } = formState
  return (
    <Stack gap="md">
      <TextInput
        label="SEO title"
        {...register('settings.title')}
        error={errors.settings?.title?.message}
      />
      <Textarea
        label="SEO description"
        rows={3}
        {...register('settings.description')}
        error={errors.settings?.description?.message}
      />
      <Controller
        control={control}
        name="settings.tags"
        render={({ field, fieldState }) => (
          <TagsInput
            label="Tags"
            description="Press Enter after each tag"
            ref={field.ref}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  )
}
