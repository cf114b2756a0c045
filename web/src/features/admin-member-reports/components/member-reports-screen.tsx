import { Badge, Button, SegmentedControl, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { listReportsQuery, REPORT_STATUSES } from '@worker/connections/connections.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { MemberName } from '@/components/member-name'
import { RelativeTime } from '@/components/relative-time'
import {
  listMemberReportsQuery,
  useUpdateMemberReport,
  type MemberReport,
} from '../api/member-reports'

const FILTERS = ['status'] as const
const ALL = 'all'
const LABELS = { open: 'Open', resolved: 'Resolved' } as const

/** Resolve an open report, or open a resolved one again. */
function ReportAction({ report }: { report: MemberReport }) {
  const update = useUpdateMemberReport()
  const resolving = report.status === 'open'
  return (
    <Button
      size="xs"
      variant={resolving ? 'light' : 'default'}
      loading={update.isPending}
      onClick={() =>
        update.mutate(
          { id: report.id, status: resolving ? 'resolved' : 'open' },
          { onSuccess: (done) => notifications.show({ color: 'green', message: done.notice }) },
        )
      }
      aria-label={`${resolving ? 'Resolve' : 'Reopen'} the report on ${report.reported.full_name}`}
    >
      {resolving ? 'Resolve' : 'Reopen'}
    </Button>
  )
}

const columns: AdminColumn<MemberReport>[] = [
  {
    header: 'Member',
    miw: 160,
    cell: (r) => (
      <MemberName slug={r.reported.slug} fw={600}>
        {r.reported.full_name}
      </MemberName>
    ),
  },
  {
    header: 'Reason',
    miw: 260,
    cell: (r) => (
      <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={6}>
        {r.reason}
      </Text>
    ),
  },
  {
    header: 'Reported by',
    miw: 140,
    cell: (r) =>
      r.reporter ? (
        <MemberName slug={r.reporter.slug} size="sm">
          {r.reporter.full_name}
        </MemberName>
      ) : (
        <Text size="sm" c="dimmed">
          A deleted member
        </Text>
      ),
  },
  {
    header: 'When',
    miw: 120,
    cell: (r) => (
      <Text size="sm">
        <RelativeTime value={r.created_at} />
      </Text>
    ),
  },
  {
    header: 'Status',
    cell: (r) => (
      <Stack gap={2}>
        <Badge variant="light" color={r.status === 'open' ? 'yellow' : 'green'} miw="max-content">
          {LABELS[r.status]}
        </Badge>
        {r.resolved_by && (
          <Text size="xs" c="dimmed">
            by {r.resolved_by.full_name}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    header: 'Actions',
    align: 'right',
    cell: (r) => <ReportAction report={r} />,
  },
]

/**
 * Members reported by other members (beyond the spec), for those who manage users: newest first,
 * 15 a page, filtered by status in the address, each resolved (or opened again) from its row.
 */
export function MemberReportsScreen() {
  const list = useListQueryParams(listReportsQuery, FILTERS)
  const reports = useQuery(listMemberReportsQuery(list.query))

  return (
    <AdminListScreen
      title="Member reports"
      filters={
        <SegmentedControl
          aria-label="Status"
          data={[
            { value: ALL, label: 'All' },
            ...REPORT_STATUSES.map((status) => ({ value: status, label: LABELS[status] })),
          ]}
          value={list.filters.status ?? ALL}
          onChange={(next) =>
            list.setFilter('status', REPORT_STATUSES.find((status) => status === next) ?? null)
          }
        />
      }
    >
      <AdminList
        list={reports}
        noun={{ one: 'report', many: 'reports' }}
        empty="No reports found"
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <AdminTable label="Member reports" rows={rows} columns={columns} minWidth={860} />
        )}
      </AdminList>
    </AdminListScreen>
  )
}
