import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core'
import { IconDots, IconList, IconPencil, IconTrash } from '@tabler/icons-react'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { confirmDelete } from '@/components/admin/row-actions'
import { StatusBadge } from '@/components/admin/status-filter'
import { formatDate } from '@/lib/dates'
import { PROMOTION_TIER_LABELS, PROMOTION_TYPE_LABELS } from '@/lib/promotion-labels'
import type { AdminPromotionRow } from '../api/list-admin-promotions'

type Actions = {
  onEdit: (id: number) => void
  onClaims: (id: number) => void
  onDelete: (row: AdminPromotionRow) => void
  /** A delete is under way (its row's menu shows it). */
  deletingId: number | null
}

function PromotionRowMenu({
  row,
  onEdit,
  onClaims,
  onDelete,
  deletingId,
}: Actions & { row: AdminPromotionRow }) {
  const remove = () =>
    confirmDelete({
      title: 'Delete promotion',
      sentence: `Are you sure you want to delete “${row.title}”? This cannot be undone.`,
      onConfirm: () => onDelete(row),
    })
  return (
    <Group justify="flex-end">
      <Menu position="bottom-end" withinPortal returnFocus>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Actions for ${row.title}`}
            loading={deletingId === row.id}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onEdit(row.id)}
          >
            Edit
          </Menu.Item>
          <Menu.Item
            leftSection={<IconList size={16} aria-hidden />}
            onClick={() => onClaims(row.id)}
          >
            Claims
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={remove}>
            Delete…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  )
}

const columns = (actions: Actions): AdminColumn<AdminPromotionRow>[] => [
  {
    header: 'Title',
    miw: 200,
    cell: (row) => (
      <Stack gap={2}>
        <Group gap={6}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {row.title}
          </Text>
          {/* Spec 02 §4: approved in the last days. */}
          {row.recently_approved && (
            <Badge size="xs" variant="light" color="green">
              Recently approved
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {PROMOTION_TYPE_LABELS[row.settings.promotion_type]}
        </Text>
      </Stack>
    ),
  },
  {
    header: 'Company',
    cell: (row) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.settings.company_name}
      </Text>
    ),
  },
  { header: 'Tier', cell: (row) => <Text size="sm">{PROMOTION_TIER_LABELS[row.tier]}</Text> },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    header: 'Dates',
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(row.starts_at)} – {formatDate(row.ends_at)}
      </Text>
    ),
  },
  {
    header: 'Claims',
    align: 'right',
    cell: (row) => <Text size="sm">{row.total_claimed}</Text>,
  },
  {
    header: 'Actions',
    align: 'right',
    cell: (row) => <PromotionRowMenu row={row} {...actions} />,
  },
]

/** Spec 02 §2 promotions list: title, company, tier, status, dates, claims and the row's menu. */
export function PromotionListTable({
  rows,
  ...actions
}: Actions & { rows: readonly AdminPromotionRow[] }) {
  return <AdminTable label="Promotions" rows={rows} minWidth={960} columns={columns(actions)} />
}
