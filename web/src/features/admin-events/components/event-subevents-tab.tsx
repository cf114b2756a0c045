import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { formatDateTime } from '@/lib/dates'
import type { EditableEvent } from '../api/get-event-for-edit'

type Props = { event: EditableEvent; onAdd: () => void; onEdit: (id: number) => void }

type ChildRow = { id: number; title: string; starts_at: string; price_formatted: string }

/**
 * The typed client cannot follow EventResource into its own `children` (a recursive type), so
 * the rows are read field by field rather than trusted.
 */
const childRows = (children: unknown): ChildRow[] =>
  (Array.isArray(children) ? children : []).flatMap((child: unknown) => {
    if (typeof child !== 'object' || child === null) return []
    if (!('id' in child && 'title' in child && 'starts_at' in child)) return []
    const { id, title, starts_at } = child
    const price =
      'price_formatted' in child && typeof child.price_formatted === 'string'
        ? child.price_formatted
        : ''
    return typeof id === 'number' && typeof title === 'string' && typeof starts_at === 'string'
      ? [{ id, title, starts_at, price_formatted: price }]
      : []
  })

/**
 * A saved parent's sub-events. Spec 02 §4 describes a sub-event added before its parent is saved
 * (saved as draft, then given back its status); here the tab only appears once the parent has an
 * id, so that case cannot arise.
 */
export function EventSubEventsTab({ event, onAdd, onEdit }: Props) {
  const children = childRows(event.children)
  return (
    <Stack gap="sm">
      {children.length === 0 ? (
        <Text c="dimmed" size="sm">
          This event has no sub-events yet.
        </Text>
      ) : (
        <Table striped verticalSpacing="xs" aria-label="Sub-events">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Starts</Table.Th>
              <Table.Th>Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {children.map((child) => (
              <Table.Tr key={child.id}>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => onEdit(child.id)}
                  >
                    {child.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(child.starts_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{child.price_formatted}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          Add sub-event
        </Button>
      </Group>
    </Stack>
  )
}
