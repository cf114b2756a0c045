import { Anchor, Box, Card, Loader, SimpleGrid, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { PageTitle } from '@/components/page-title'
import type { Me } from '@/lib/session'
import { listUsersQuery } from '@/features/admin-users/api/list-users'
import { listRolesQuery } from '@/features/admin-roles/api/list-roles'
import { can, canAny, isAdmin, type PolicySubject } from '@worker/lib/policy'
import { subjectOf } from '@/lib/access'
import { ApprovalsWidget } from '@/features/admin-approvals/components/approvals-widget'
import type { ApprovalType } from '@/features/admin-approvals/api/list-approvals'
import { LatestPollCard } from '@/features/admin-polls/components/latest-poll-card'
import { LastMonthStrip } from '@/features/admin-stats/components/last-month-strip'
import { allEntries, mayUse } from './admin-nav'

type CountCardProps = {
  title: string
  count: number | undefined
  failed: boolean
  to: string
  linkText: string
}

function CountCard({ title, count, failed, to, linkText }: CountCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      {failed ? (
        <Text c="red" size="sm" my="xs">
          Could not be counted
        </Text>
      ) : count === undefined ? (
        <Loader size="sm" my="xs" role="status" aria-label={`Counting ${title.toLowerCase()}`} />
      ) : (
        <Text fz={32} fw={700} lh={1.3}>
          {count}
        </Text>
      )}
      <Anchor component={Link} to={to} size="sm">
        {linkText}
      </Anchor>
    </Card>
  )
}

/** A count from a one-row page: meta.pagination.total costs the server one COUNT query. */
const countOf = (userStatus: '-1' | '1') =>
  listUsersQuery({ userStatus, page: '1', page_size: '1' })

function UserCounts({ subject }: { subject: PolicySubject }) {
  const enabled = canAny(subject, ['users.update', 'users.set.is_active'])
  const requested = useQuery({ ...countOf('-1'), enabled })
  const active = useQuery({ ...countOf('1'), enabled })
  if (!enabled) return null
  return (
    <>
      <CountCard
        title="Requests awaiting approval"
        count={requested.data?.meta.pagination.total}
        failed={requested.isError}
        to="/admin/users?userStatus=-1"
        linkText="Review requests"
      />
      <CountCard
        title="Active members"
        count={active.data?.meta.pagination.total}
        failed={active.isError}
        to="/admin/users?userStatus=1"
        linkText="See members"
      />
    </>
  )
}

function RoleCount({ subject }: { subject: PolicySubject }) {
  const enabled = can(subject, 'roles.manage')
  const roles = useQuery({ ...listRolesQuery({ page: '1', page_size: '1' }), enabled })
  if (!enabled) return null
  return (
    <CountCard
      title="Roles"
      count={roles.data?.meta.pagination.total}
      failed={roles.isError}
      to="/admin/roles"
      linkText="Manage roles"
    />
  )
}

const APPROVAL_LISTS: Record<ApprovalType, string> = {
  event: '/admin/events',
  news: '/admin/news',
  resource: '/admin/resources',
  poll: '/admin/polls',
  survey: '/admin/surveys',
  promotion: '/admin/promotions',
}
const APPROVAL_KEYS = [
  'events.manage',
  'news.manage',
  'resources.manage',
  'polls.manage',
  'surveys.manage',
  'promotions.manage',
]

/**
 * Each type's admin list filtered by pending, for the types whose list is built and open to this
 * viewer (no link to a "coming soon" screen).
 */
const pendingLinksFor = (subject: PolicySubject) => {
  const open = new Set(
    allEntries()
      .filter((entry) => !entry.comingSoon && mayUse(entry, subject))
      .map((entry) => entry.path),
  )
  const links: Partial<Record<ApprovalType, string>> = {}
  for (const [type, path] of Object.entries(APPROVAL_LISTS) as [ApprovalType, string][])
    if (open.has(path)) links[type] = `${path}?status=pending`
  return links
}

/** /admin: a short overview with the counts that are cheap to get. */
export function DashboardPage({ viewer }: { viewer: Me }) {
  const subject = subjectOf(viewer)
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <Text mb="md">Welcome, {viewer.forename}.</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <UserCounts subject={subject} />
        <RoleCount subject={subject} />
      </SimpleGrid>
      {isAdmin(subject) && (
        <Box mt="lg">
          <LastMonthStrip />
        </Box>
      )}
      {can(subject, 'polls.manage') && (
        <Box mt="lg">
          <LatestPollCard />
        </Box>
      )}
      {canAny(subject, APPROVAL_KEYS) && (
        <Box mt="lg">
          <ApprovalsWidget pendingLinks={pendingLinksFor(subject)} />
        </Box>
      )}
    </>
  )
}
