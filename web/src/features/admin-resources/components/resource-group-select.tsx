import { Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller, useFormContext } from 'react-hook-form'
import { listGroupOptionsQuery } from '../api/list-group-options'
import type { ResourceFormValues } from '../lib/resource-form'

type Props = {
  isManager: boolean
  /** The saved resource's group, kept as a choice even when the list does not hold it. */
  current: { id: number; title: string } | null
}

/** Spec 02 §6: a resource tied to a group is open only to that group's members. */
export function ResourceGroupSelect({ isManager, current }: Props) {
  const { control } = useFormContext<ResourceFormValues>()
  const groups = useQuery(listGroupOptionsQuery(isManager))
  const options = (groups.data ?? []).map((group) => ({
    value: String(group.id),
    label: group.title,
  }))
  if (current && !options.some((option) => option.value === String(current.id)))
    options.unshift({ value: String(current.id), label: current.title })
  return (
    <Controller
      control={control}
      name="group_id"
      render={({ field, fieldState }) => (
        <Select
          label="Group"
          description="Only this group's members can open the resource"
          placeholder={groups.isPending ? 'Loading groups…' : 'Everyone'}
          ref={field.ref}
          data={options}
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value ? Number(value) : null)}
          onBlur={field.onBlur}
          clearable
          searchable
          error={fieldState.error?.message}
          w={{ base: '100%', xs: 320 }}
        />
      )}
    />
  )
}
