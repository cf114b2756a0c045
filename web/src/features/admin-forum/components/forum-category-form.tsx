import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { ImageCropInput } from '@/components/uploads/image-crop-input'
import { IMAGE_TARGETS } from '@/lib/uploads/image-targets'
import { useCreateForumCategory } from '../api/create-forum-category'
import type { GroupOption } from '../api/list-groups'
import type { AdminForumCategory } from '../api/list-forum-categories'
import { useUpdateForumCategory } from '../api/update-forum-category'
import {
  categoryFormSchema,
  EMPTY_CATEGORY,
  toFormValues,
  toInput,
  type CategoryFormInput,
  type CategoryFormValues,
} from '../lib/category-form'

const NO_GROUP = 'none'

type Props = {
  category: AdminForumCategory | null
  groups: readonly GroupOption[]
  onClose: () => void
}

/** Spec 02 §2 forum category editor: name, optional slug, 1140×400 banner and an optional group. */
export function ForumCategoryForm({ category, groups, onClose }: Props) {
  const form = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    defaultValues: category ? toFormValues(category) : EMPTY_CATEGORY,
    resolver: zodResolver(categoryFormSchema),
  })
  const create = useCreateForumCategory()
  const update = useUpdateForumCategory()
  const closeSoon = useCloseAfterSave(onClose)
  useEffect(() => form.setFocus('name'), [form])

  const save = async (values: CategoryFormValues) => {
    form.clearErrors()
    try {
      const json = toInput(values)
      const saved = category
        ? await update.mutateAsync({ id: category.id, json })
        : await create.mutateAsync(json)
      notifications.show({
        color: 'green',
        message: `${category ? 'Updated' : 'Added'} category: ${saved.name}`,
      })
      form.reset(toFormValues(saved))
      closeSoon()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // Other statuses were alerted by the API client; a 422 is ours to show on the form.
      if (error.status === 422) applyFormErrors(form, error)
    }
  }

  const groupData = [
    { value: NO_GROUP, label: 'None (open to every member)' },
    ...groups.map((group) => ({
      value: String(group.id),
      label: group.privacy === 'private' ? `${group.title} (private)` : group.title,
    })),
  ]
  const errors = form.formState.errors
  const serverMessage = errors.root?.server?.message
  const saving = create.isPending || update.isPending

  return (
    <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate>
      <Stack gap="md">
        {serverMessage && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {serverMessage}
          </Alert>
        )}
        <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label="Slug"
          description="Left empty, it is made from the name."
          {...form.register('slug')}
          error={errors.slug?.message}
        />
        <Controller
          control={form.control}
          name="img"
          render={({ field, fieldState }) => (
            <ImageCropInput
              label="Banner"
              value={field.value ?? null}
              onChange={field.onChange}
              target={IMAGE_TARGETS.forumCategoryBanner}
              kind="forum"
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="group_id"
          render={({ field, fieldState }) => (
            <Select
              label="Group"
              description="Only the group's members can read and post in a category with a group."
              data={groupData}
              allowDeselect={false}
              value={field.value ? String(field.value) : NO_GROUP}
              onChange={(value) =>
                field.onChange(value && value !== NO_GROUP ? Number(value) : null)
              }
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
