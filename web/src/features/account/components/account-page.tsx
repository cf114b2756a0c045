import { Button, Group, Tabs } from '@mantine/core'
import { Link, useSearchParams } from 'react-router'
import { PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { useMe } from '@/lib/session'
import { ChangePasswordForm } from './change-password-form'
import { DeleteAccountSection } from './delete-account-section'
import { NotificationPreferences } from './notification-preferences'
import { Page } from '@/components/layout/page'

const TABS = [
  { value: 'password', label: 'Password' },
  { value: 'notifications', label: 'Email notifications' },
  { value: 'delete', label: 'Delete account' },
] as const

type Tab = (typeof TABS)[number]['value']

const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value)

/**
 * /account, "Your account": password, email notifications and account deletion, one tab each.
 * The open tab is kept in ?tab= so an email can link straight to the notification choices.
 */
export function AccountPage() {
  const me = useMe()
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: Tab = isTab(requested) ? requested : 'password'

  // The member guard has loaded "me" already; this only covers the moment it is re-read.
  if (!me.data) return <PageSkeleton variant="form" width="reading" />

  return (
    <Page width="reading">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <PageTitle>Your account</PageTitle>
        <Button component={Link} to="/account/profile" variant="default">
          Edit profile
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(next) => {
          if (isTab(next)) setParams({ tab: next }, { replace: true, preventScrollReset: true })
        }}
      >
        <Tabs.List mb="lg">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="password">
          <ChangePasswordForm email={me.data.email} />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationPreferences userId={me.data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="delete">
          <DeleteAccountSection />
        </Tabs.Panel>
      </Tabs>
    </Page>
  )
}
