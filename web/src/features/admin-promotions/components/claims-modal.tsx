import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { AdminList } from '@/components/admin/admin-list'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { formatDateTime } from '@/lib/dates'
import { exportClaimsHref, listClaimsQuery } from '../api/list-claims'

type Props = {
  /** The promotion whose claims show; null while the modal is closed. */
  promotionId: number | null
  /** Its title, once the list has it. */
  title?: string
  onClose: () => void
}

type ClaimRow = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof listClaimsQuery>['queryFn']>>>
>['data'][number]

const CLAIM_COLUMNS: AdminColumn<ClaimRow>[] = [
  { header: 'Member', miw: 160, cell: (row) => <Text size="sm">{row.user.full_name}</Text> },
  {
    header: 'Email',
    cell: (row) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.user.email ?? '—'}
      </Text>
    ),
  },
  {
    header: 'Claimed at',
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.created_at)}
      </Text>
    ),
  },
]

function ClaimsList({ promotionId }: { promotionId: number }) {
  const [page, setPage] = useState(1)
  const claims = useQuery(listClaimsQuery(promotionId, page))
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          component="a"
          href={exportClaimsHref(promotionId)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Export CSV
        </Button>
      </Group>
      <AdminList
        list={claims}
        noun={{ one: 'claim', many: 'claims' }}
        empty="No claims yet"
        page={page}
        onPage={setPage}
      >
        {(rows) => <AdminTable label="Claims" rows={rows} minWidth={560} columns={CLAIM_COLUMNS} />}
      </AdminList>
    </Stack>
  )
}

/**
 * Spec 02 §2 promotion claims: who claimed it and when, 15 a page, and the CSV of all of them
 * (GET /api/promotions/:id/export-claims).
 */
export function ClaimsModal({ promotionId, title, onClose }: Props) {
  return (
    <Modal
      opened={promotionId !== null}
      onClose={onClose}
      title={title ? `Claims: ${title}` : 'Claims'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the claims' }}
    >
      {promotionId !== null && <ClaimsList promotionId={promotionId} />}
    </Modal>
  )
}
