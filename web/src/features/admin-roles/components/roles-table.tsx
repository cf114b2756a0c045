import { Badge, Button, Group, Table, Text } from '@mantine/core'
import type { Role } from '../api/list-roles'

type Props = { roles: readonly Role[]; onEdit: (id: number) => void }

export function RolesTable({ roles, onEdit }: Props) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Users</Table.Th>
            <Table.Th ta="right">Edit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.id}>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm" fw={500}>
                    {role.label}
                  </Text>
                  {role.is_system && (
                    <Badge size="sm" variant="light" color="gray">
                      Built-in
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{role.total_users}</Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => onEdit(role.id)}
                  aria-label={`Edit ${role.label}`}
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
