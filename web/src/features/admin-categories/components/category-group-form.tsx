import { zodResolver } from '@hookform/resolvers/zod'
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  CATEGORIZABLE_LABELS,
  CATEGORIZABLES,
  categoryTypeInput,
  MAX_TREE_DEPTH,
} from '@worker/categories/categories.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { openConfirmModal } from '@/lib/modals'
import { useDeleteCategoryType } from '../api/delete-category-type'
import type { CategoryGroup } from '../api/list-category-types'
import { useSaveCategoryType } from '../api/save-category-type'

type Input = z.input<typeof categoryTypeInput>
type Output = z.output<typeof categoryTypeInput>

const valuesOf = (group: CategoryGroup | null): Input => ({
  name: group?.name ?? '',
  categorizables: (group?.categorizables ?? []).filter((f): f is Output['categorizables'][number] =>
    (CATEGORIZABLES as readonly string[]).includes(f),
  ),
  max_depth: group?.max_depth ?? 1,
})

type Props = { group: CategoryGroup | null; onClose: () => void }

/** Spec 03 §2 and §5: a group's name and site features (at least one), and its tree's levels. */
export function CategoryGroupForm({ group, onClose }: Props) {
  const form = useForm<Input, unknown, Output>({
    defaultValues: valuesOf(group),
    resolver: zodResolver(categoryTypeInput),
  })
  const save = useSaveCategoryType()
  const remove = useDeleteCategoryType()
  const closeSoon = useCloseAfterSave(onClose)
  useEffect(() => form.setFocus('name'), [form])

  const submit = async (values: Output) => {
    form.clearErrors()
    try {
      const saved = await save.mutateAsync({ id: group?.id ?? null, json: values })
      notifications.show({ color: 'green', message: `Saved category group: ${saved.name}` })
      form.reset(valuesOf(saved))
      closeSoon()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.status === 422) applyFormErrors(form, error)
    }
  }

  const confirmDelete = (target: CategoryGroup) =>
    openConfirmModal({
      title: 'Delete category group',
      children: `Delete "${target.name}" and its ${target.categories.length} categories? Content filed under them keeps its other categories.`,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(target.id, { onSuccess: onClose }),
    })

  const errors = form.formState.errors
  const serverMessage = errors.root?.server?.message
  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="md">
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
        <Controller
          control={form.control}
          name="categorizables"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label="Site features"
              description="The content its categories can be given to."
              required
              value={field.value}
              onChange={(values) =>
                field.onChange(CATEGORIZABLES.filter((f) => values.includes(f)))
              }
              error={fieldState.error?.message}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                {CATEGORIZABLES.map((feature) => (
                  <Checkbox key={feature} value={feature} label={CATEGORIZABLE_LABELS[feature]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={form.control}
          name="max_depth"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Levels"
              description={`How deep categories may nest: 1 keeps them flat, ${MAX_TREE_DEPTH} at most.`}
              min={1}
              max={MAX_TREE_DEPTH}
              allowDecimal={false}
              clampBehavior="strict"
              value={field.value ?? 1}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : 1)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="space-between" gap="sm">
          {group ? (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => confirmDelete(group)}
            >
              Delete group
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  )
}
