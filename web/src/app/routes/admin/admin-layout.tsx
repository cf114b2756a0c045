import { Box, Burger, Drawer, Group, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import type { PolicySubject } from '@worker/lib/policy'
import { PageFrame } from '@/components/layout/page'
import { AdminSidebar } from './admin-sidebar'

type Props = { subject: PolicySubject; children: ReactNode }

/**
 * The admin area's own frame inside whatever layout the app wraps it in: a sidebar from the `sm`
 * breakpoint up, a drawer behind a menu button below it. `miw={0}` lets wide tables scroll inside
 * their own container instead of widening the page at 360 px.
 */
export function AdminLayout({ subject, children }: Props) {
  const [drawerOpened, drawer] = useDisclosure(false)
  return (
    <Box>
      <Group hiddenFrom="sm" px="sm" py="xs" gap="xs">
        <Burger
          opened={drawerOpened}
          onClick={drawer.toggle}
          size="sm"
          aria-label="Open the admin menu"
          aria-expanded={drawerOpened}
        />
        <Text fw={600}>Admin</Text>
      </Group>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title="Admin"
        size="min(20rem, 85vw)"
        closeButtonProps={{ 'aria-label': 'Close the admin menu' }}
      >
        <nav aria-label="Admin">
          <AdminSidebar subject={subject} onNavigate={drawer.close} />
        </nav>
      </Drawer>
      <Box style={{ display: 'flex', alignItems: 'flex-start' }}>
        <Box
          component="nav"
          aria-label="Admin"
          visibleFrom="sm"
          w={250}
          p="xs"
          style={{
            flexShrink: 0,
            position: 'sticky',
            top: 0,
            maxHeight: '100dvh',
            overflowY: 'auto',
            borderRight: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <AdminSidebar subject={subject} />
        </Box>
        {/* The public pages' gutter (16 px) on phones, so the two areas share that left edge. */}
        <Box flex={1} miw={0} p={{ base: 'md', sm: 'lg' }}>
          <PageFrame>{children}</PageFrame>
        </Box>
      </Box>
    </Box>
  )
}
