import { Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { INLINE_TREE_DEPTH } from '@worker/categories/categories.schemas'
import { api } from '@/lib/api-client'
import { categoryDepths, categoryPaths } from '@/lib/category-path'
import { categoryKeys } from '@/lib/event-keys'

type Option = { id: number; name: string; parent_id?: number | null; type_id?: number | null }

/**
 * The pickers' inline tree editor (spec 02 §9, spec 03 §9): a subcategory added under a category
 * of depth 1 or 2 only, never below depth 3. An empty name adds nothing, silently.
 */
export function AddSubcategory({
  options,
  onAdded,
}: {
  options: readonly Option[]
  onAdded: (id: number) => void
}) {
  const [open, setOpen] = useState(false)
  const [parent, setParent] = useState<string | null>(null)
  const [name, setName] = useState('')
  const queryClient = useQueryClient()
  const create = useMutation({
    mutationFn: async (json: { name: string; type_id: number; parent_id: number }) => {
      const response = await api.categories.$post({ json })
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  })
  const depths = categoryDepths(options)
  const paths = categoryPaths(options)
  const parents = options.filter(
    (c) => typeof c.type_id === 'number' && (depths.get(c.id) ?? 1) < INLINE_TREE_DEPTH,
  )
  if (parents.length === 0) return null
  if (!open)
    return (
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          Add subcategory
        </Button>
      </Group>
    )
  const add = () => {
    const under = options.find((c) => String(c.id) === parent)
    const trimmed = name.trim()
    if (!under || typeof under.type_id !== 'number' || trimmed === '') return
    create.mutate(
      { name: trimmed, type_id: under.type_id, parent_id: under.id },
      {
        onSuccess: (created) => {
          setName('')
          setOpen(false)
          onAdded(created.id)
        },
      },
    )
  }
  return (
    <Stack gap="xs">
      <Select
        label="Under"
        data={parents.map((c) => ({ value: String(c.id), label: paths.get(c.id) ?? c.name }))}
        value={parent}
        onChange={setParent}
        searchable
      />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="New subcategory name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button onClick={add} loading={create.isPending}>
          Add
        </Button>
        <Button variant="default" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
    </Stack>
  )
}
