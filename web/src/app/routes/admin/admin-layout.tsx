import { Box } from '@mantine/core'
import { useMemo, type ReactNode } from 'react'
import type { PolicySubject } from '@worker/lib/policy'
import { useLendNavDrawerSection } from '@/components/layout/nav-drawer-section'
import { PageFrame } from '@/components/layout/page'
import { AdminSidebar } from './admin-sidebar'

type Props = { subject: PolicySubject; children: ReactNode }

/**
 * The admin area's own frame inside whatever layout the app wraps it in: a sidebar from the `md`
 * breakpoint up; below it the sidebar's links go into the site header's menu drawer, above the
 * site's own, so a phone shows one menu button. `miw={0}` lets wide tables scroll inside their
 * own container instead of widening the page at 360 px.
 */
export function AdminLayout({ subject, children }: Props) {
  const section = useMemo(
    () => ({
      label: 'Admin',
      render: (close: () => void) => <AdminSidebar subject={subject} onNavigate={close} />,
    }),
    [subject],
  )
  useLendNavDrawerSection(section)
  return (
    <Box style={{ display: 'flex', alignItems: 'flex-start' }}>
      <Box
        component="nav"
        aria-label="Admin"
        visibleFrom="md"
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
  )
}
