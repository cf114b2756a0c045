import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { updateUserInput, type UpdateUserInput } from '@worker/users/users.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import type { UserRecord } from '../api/get-user'
import { useUpdateUser } from '../api/update-user'

type FormValues = z.input<typeof updateUserInput>

const TITLES = updateUserInput.shape.title.unwrap().options
type Title = (typeof TITLES)[number]
const isTitle = (value: string): value is Title => TITLES.some((title) => title === value)

const toFormValues = (user: UserRecord): FormValues => ({
  ...(isTitle(user.title) ? { title: user.title } : {}),
  forename: user.forename,
  surname: user.surname,
  company: user.company ?? '',
  industry: user.industry ?? '',
  is_forum_mod: user.is_forum_mod,
})

type Props = { user: UserRecord; canUpdate: boolean; isSelf: boolean; onClose: () => void }

/** The few profile fields an administrator fixes from the users list; the full editor is later work. */
export function UserEditForm({ user, canUpdate, isSelf, onClose }: Props) {
  const editable = canUpdate || isSelf
  const form = useForm<FormValues, unknown, UpdateUserInput>({
    resolver: zodResolver(updateUserInput),
    defaultValues: toFormValues(user),
  })
  const update = useUpdateUser()
  const closeSoon = useCloseAfterSave(onClose)
  const { errors, isDirty, dirtyFields } = form.formState
  // The modal's focus trap focused its close button while the member loaded; start at a field.
  useEffect(() => {
    if (editable) form.setFocus('forename')
  }, [form, editable])

  const save = async (values: UpdateUserInput) => {
    // Only what changed is sent: is_forum_mod alone needs users.update, even on one's own profile.
    const json: UpdateUserInput = {}
    if (dirtyFields.title) json.title = values.title
    if (dirtyFields.forename) json.forename = values.forename
    if (dirtyFields.surname) json.surname = values.surname
    if (dirtyFields.company) json.company = values.company || null
    if (dirtyFields.industry) json.industry = values.industry || null
    if (dirtyFields.is_forum_mod) json.is_forum_mod = values.is_forum_mod
    try {
      const saved = await update.mutateAsync({ id: user.id, json, formErrors: true })
      notifications.show({ color: 'green', message: `Saved ${saved.full_name}` })
      form.reset(toFormValues(saved))
      closeSoon()
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) applyFormErrors(form, error)
    }
  }

  return (
    <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate>
      <Stack gap="md">
        {!editable && (
          <Alert color="blue">You can view this member but not edit their profile.</Alert>
        )}
        {errors.root?.server?.message && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {errors.root.server.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Controller
            control={form.control}
            name="title"
            render={({ field, fieldState }) => (
              <NativeSelect
                label="Title"
                data={[
                  ...(field.value ? [] : [{ value: '', label: 'Choose…', disabled: true }]),
                  ...TITLES,
                ]}
                {...field}
                value={field.value ?? ''}
                error={fieldState.error?.message}
                disabled={!editable}
              />
            )}
          />
          <TextInput
            label="Forename"
            {...form.register('forename')}
            error={errors.forename?.message}
            disabled={!editable}
          />
          <TextInput
            label="Surname"
            {...form.register('surname')}
            error={errors.surname?.message}
            disabled={!editable}
          />
          <TextInput
            label="Company"
            {...form.register('company')}
            error={errors.company?.message}
            disabled={!editable}
          />
          <TextInput
            label="Industry"
            {...form.register('industry')}
            error={errors.industry?.message}
            disabled={!editable}
          />
        </SimpleGrid>
        {canUpdate && (
          <Controller
            control={form.control}
            name="is_forum_mod"
            render={({ field: { value, onChange, ref, ...field } }) => (
              <Switch
                label="Forum moderator"
                description="Shown as a moderator beside their forum posts. Editing, deleting and sticking any thread or reply comes with the forum-threads.manage permission."
                checked={value ?? false}
                onChange={(event) => onChange(event.currentTarget.checked)}
                ref={ref}
                {...field}
              />
            )}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {editable && (
            <Button type="submit" disabled={!isDirty} loading={update.isPending}>
              Save
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
