import { Combobox, Group, InputBase, Text, useCombobox } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useMemo, useState, type Ref } from 'react'
import type { Permission } from '../api/list-permissions'
import { catalogueByFeature } from '../lib/permission-groups'
import { FEATURE_OPTION, pickPermissions } from '../lib/pick-permissions'

type Props = {
  catalogue: readonly Permission[]
  selected: readonly string[]
  canGrant: (key: string) => boolean
  onAdd: (keys: string[]) => void
  /** Focused when the server rejects a permission. */
  inputRef?: Ref<HTMLInputElement>
}

const matches = (permission: Permission, search: string) =>
  `${permission.feature} ${permission.label} ${permission.key}`.toLowerCase().includes(search)

/**
 * A searchable picker grouped by feature. Each feature's header option adds the whole feature;
 * permissions the user does not hold stay visible but disabled, so the limit is plain to see.
 */
export function PermissionPicker({ catalogue, selected, canGrant, onAdd, inputRef }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const [search, setSearch] = useState('')
  const [message, setMessage] = useState('')
  const needle = search.trim().toLowerCase()
  const groups = useMemo(
    () =>
      catalogueByFeature(catalogue)
        .map(({ feature, items }) => ({ feature, items: items.filter((p) => matches(p, needle)) }))
        .filter((group) => group.items.length > 0),
    [catalogue, needle],
  )

  const submit = (value: string) => {
    const result = pickPermissions(value, { catalogue, selected, canGrant })
    setMessage(result.message)
    if (result.added.length > 0) onAdd(result.added)
  }

  return (
    <div>
      <Combobox store={combobox} onOptionSubmit={submit}>
        <Combobox.Target>
          <InputBase
            ref={inputRef}
            label="Add permissions"
            description="Choose a permission, or a feature's header to add all of that feature. You can grant only permissions you hold yourself."
            placeholder="Search by name or key"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value)
              combobox.openDropdown()
              combobox.updateSelectedOptionIndex()
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options mah={300} style={{ overflowY: 'auto' }} aria-label="Permissions to add">
            {groups.length === 0 && (
              <Combobox.Empty>No permission matches “{search}”</Combobox.Empty>
            )}
            {groups.map(({ feature, items }) => (
              <Combobox.Group key={feature}>
                <Combobox.Option
                  value={`${FEATURE_OPTION}${feature}`}
                  aria-label={`Add all ${feature} permissions`}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700} size="sm">
                      {feature}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Add all
                    </Text>
                  </Group>
                </Combobox.Option>
                {items.map((permission) => {
                  const held = canGrant(permission.key)
                  const added = selected.includes(permission.key)
                  return (
                    <Combobox.Option
                      key={permission.key}
                      value={permission.key}
                      disabled={!held}
                      pl="lg"
                    >
                      <Group gap={6} wrap="nowrap" justify="space-between">
                        <Text size="sm">{permission.label}</Text>
                        {added && <IconCheck size={14} aria-label="added" />}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {permission.key}
                        {held ? '' : ' · you do not hold this permission'}
                      </Text>
                    </Combobox.Option>
                  )
                })}
              </Combobox.Group>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Text size="sm" mt={4} c="dimmed" role="status" aria-live="polite">
        {message}
      </Text>
    </div>
  )
}
