import { Button, Group } from '@mantine/core'
import { Link, useLocation } from 'react-router'

const TABS = [
  { label: 'My network', to: '/my-network' },
  { label: 'Requests', to: '/my-connection-requests' },
  { label: 'Sent requests', to: '/my-pending-requests' },
  { label: 'Blocked', to: '/my-blocked-members' },
] as const

/** The four connection screens, one link each; the current one is marked for screen readers. */
export function NetworkTabs() {
  const { pathname } = useLocation()
  return (
    <Group component="nav" aria-label="Your connections" gap="xs" mb="lg">
      {TABS.map((tab) => {
        const current = pathname === tab.to
        return (
          <Button
            key={tab.to}
            component={Link}
            to={tab.to}
            size="sm"
            variant={current ? 'light' : 'subtle'}
            aria-current={current ? 'page' : undefined}
          >
            {tab.label}
          </Button>
        )
      })}
    </Group>
  )
}
