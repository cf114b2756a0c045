import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { GROUP_PRIVACIES, GROUP_STATUSES } from '@worker/groups/groups.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { LazyRichTextField } from '@/components/admin/content-fields'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { ImageCropInput } from '@/components/uploads/image-crop-input'
import { IMAGE_TARGETS } from '@/lib/uploads/image-targets'
import { useCreateGroup } from '../api/create-group'
import type { AdminGroup } from '../api/list-groups'
import { useUpdateGroup } from '../api/update-group'
import {
  EMPTY_GROUP,
  groupFormSchema,
  toFormValues,
  toInput,
  type GroupFormInput,
  type GroupFormValues,
} from '../lib/group-form'

const PRIVACY_LABELS = { private: 'Private', public: 'Public' }
const STATUS_LABELS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }
const PRIVACY_OPTIONS = GROUP_PRIVACIES.map((value) => ({ value, label: PRIVACY_LABELS[value] }))
const STATUS_OPTIONS = GROUP_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))

type Props = { group: AdminGroup | null; canSetStatus: boolean; onClose: () => void }

/** Spec 02 §2/§3 group editor: title, description, 1140×400 banner, privacy, member list, status. */
export function GroupEditorForm({ group, canSetStatus, onClose }: Props) {
  const form = useForm<GroupFormInput, unknown, GroupFormValues>({
    defaultValues: group ? toFormValues(group) : EMPTY_GROUP,
    resolver: zodResolver(groupFormSchema),
  })
  const create = useCreateGroup()
  const update = useUpdateGroup()
  const closeSoon = useCloseAfterSave(onClose)
  useEffect(() => form.setFocus('title'), [form])

  const save = async (values: GroupFormValues) => {
    form.clearErrors()
    try {
      const json = toInput(values, canSetStatus)
      const saved = group
        ? await update.mutateAsync({ id: group.id, json })
        : await create.mutateAsync(json)
      notifications.show({
        color: 'green',
        message: `${group ? 'Updated' : 'Added'} group: ${saved.title}`,
      })
      form.reset(toFormValues(saved))
      closeSoon()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // Other statuses were alerted by the API client; a 422 is ours to show on the form.
      if (error.status === 422) applyFormErrors(form, error)
    }
  }

  const { errors } = form.formState
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
        <TextInput
          label="Title"
          required
          {...form.register('title')}
          error={errors.title?.message}
        />
        <Controller
          control={form.control}
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
          control={form.control}
          name="img"
          render={({ field, fieldState }) => (
            <ImageCropInput
              label="Banner"
              value={field.value ?? null}
              onChange={field.onChange}
              target={IMAGE_TARGETS.groupBanner}
              kind="group"
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="privacy"
          render={({ field, fieldState }) => (
            <Select
              label="Privacy"
              description="Members join a public group at once; a private one takes requests."
              data={PRIVACY_OPTIONS}
              allowDeselect={false}
              value={field.value ?? 'private'}
              onChange={(value) =>
                field.onChange(GROUP_PRIVACIES.find((p) => p === value) ?? 'private')
              }
              error={fieldState.error?.message}
            />
          )}
        />
        {canSetStatus && (
          <Controller
            control={form.control}
            name="status"
            render={({ field, fieldState }) => (
              <Select
                label="Status"
                data={STATUS_OPTIONS}
                allowDeselect={false}
                value={field.value}
                onChange={(value) =>
                  field.onChange(GROUP_STATUSES.find((s) => s === value) ?? 'pending')
                }
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Checkbox
          label="Show members"
          description="Members of the group can see who else belongs to it."
          {...form.register('show_members')}
          error={errors.show_members?.message}
        />
        <Checkbox
          label="Hide attendees"
          description="Hide who is attending the group's events."
          {...form.register('settings.hide_attendees')}
          error={errors.settings?.hide_attendees?.message}
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
