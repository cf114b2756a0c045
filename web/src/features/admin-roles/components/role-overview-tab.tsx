import { NativeSelect, Stack, TextInput } from '@mantine/core'
import { Controller, type UseFormReturn } from 'react-hook-form'
import type { RoleInput } from '@worker/roles/roles.schemas'
import type { Role } from '../api/list-roles'

const LEGACY_ROLES = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
]

const capitalised = (word: string) =>
  word.charAt(0).toUpperCase() + word.slice(1).replace(/_/g, ' ')

type Props = { form: UseFormReturn<RoleInput>; role: Role | null; readOnly: boolean }

export function RoleOverviewTab({ form, role, readOnly }: Props) {
  const { errors } = form.formState
  return (
    <Stack gap="md">
      <TextInput
        label="Label"
        description="The name members and administrators see."
        {...form.register('label')}
        error={errors.label?.message}
        readOnly={readOnly}
        autoComplete="off"
      />
      {role?.is_system ? (
        // Built-in roles keep their legacy role (the server ignores a change), so it is shown as is.
        <NativeSelect
          label="Legacy role"
          description="Built-in roles keep their legacy role."
          value={role.legacy_role}
          data={[{ value: role.legacy_role, label: capitalised(role.legacy_role) }]}
          disabled
        />
      ) : (
        <Controller
          control={form.control}
          name="legacy_role"
          render={({ field, fieldState }) => (
            <NativeSelect
              label="Legacy role"
              description="Admin opens the admin area to members on this role; member does not."
              data={LEGACY_ROLES}
              {...field}
              error={fieldState.error?.message}
              disabled={readOnly}
            />
          )}
        />
      )}
    </Stack>
  )
}
