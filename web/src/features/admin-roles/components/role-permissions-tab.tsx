import { Stack, Text } from '@mantine/core'
import type { Ref } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { RoleInput } from '@worker/roles/roles.schemas'
import type { Permission } from '../api/list-permissions'
import { canGrant, type RoleViewer } from '../lib/role-access'
import { withKeys, withoutKey } from '../lib/permission-groups'
import { PermissionList } from './permission-list'
import { PermissionPicker } from './permission-picker'

type Props = {
  form: UseFormReturn<RoleInput>
  catalogue: readonly Permission[]
  viewer: RoleViewer
  readOnly: boolean
  /** Super Admin holds every permission without a list of its own. */
  holdsEverything: boolean
  pickerRef: Ref<HTMLInputElement>
}

export function RolePermissionsTab({
  form,
  catalogue,
  viewer,
  readOnly,
  holdsEverything,
  pickerRef,
}: Props) {
  const permissions = useWatch({ control: form.control, name: 'permissions' })
  const error = form.formState.errors.permissions?.message
  if (holdsEverything)
    return <Text>This role holds every permission, including any added later.</Text>

  const update = (next: string[]) => form.setValue('permissions', next, { shouldDirty: true })
  return (
    <Stack gap="lg">
      {!readOnly && (
        <PermissionPicker
          catalogue={catalogue}
          selected={permissions}
          canGrant={(key) => canGrant(viewer, key)}
          onAdd={(keys) => update(withKeys(permissions, keys))}
          inputRef={pickerRef}
        />
      )}
      <PermissionList
        keys={permissions}
        catalogue={catalogue}
        onRemove={readOnly ? undefined : (key) => update(withoutKey(permissions, key))}
        error={error}
      />
    </Stack>
  )
}
