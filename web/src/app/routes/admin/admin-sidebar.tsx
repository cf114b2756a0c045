import { NavLink as MantineNavLink, Stack } from '@mantine/core'
import {
  IconChartBar,
  IconFileText,
  IconLayoutDashboard,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { PolicySubject } from '@worker/lib/policy'
import { isActivePath, isGroup, visibleNav, type NavEntry } from './admin-nav'

const ICONS: Record<string, Icon> = {
  Dashboard: IconLayoutDashboard,
  Content: IconFileText,
  Community: IconUsers,
  Settings: IconSettings,
  Statistics: IconChartBar,
}

const iconOf = (label: string) => {
  const LabelIcon = ICONS[label]
  return LabelIcon ? <LabelIcon size={18} stroke={1.6} aria-hidden /> : null
}

type EntryLinkProps = { entry: NavEntry; pathname: string; onNavigate?: () => void }

function EntryLink({ entry, pathname, onNavigate }: EntryLinkProps) {
  const active = isActivePath(pathname, entry)
  return (
    <MantineNavLink
      component={Link}
      to={entry.path}
      label={entry.label}
      leftSection={iconOf(entry.label)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  )
}

type Props = { subject: PolicySubject; onNavigate?: () => void }

/** Spec 02 §2: nested, expandable links; the active link is highlighted and its group stays open. */
export function AdminSidebar({ subject, onNavigate }: Props) {
  const { pathname } = useLocation()
  const items = visibleNav(subject)
  const activeGroup = items.find(
    (item) => isGroup(item) && item.entries.some((entry) => isActivePath(pathname, entry)),
  )?.label
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(activeGroup ? [activeGroup] : []),
  )
  const [seenGroup, setSeenGroup] = useState(activeGroup)
  // Navigating into another group (a link elsewhere, the back button) opens it; adjusting state
  // during render avoids a frame where the active link sits inside a closed group.
  if (activeGroup !== seenGroup) {
    setSeenGroup(activeGroup)
    if (activeGroup && !open.has(activeGroup)) setOpen(new Set([...open, activeGroup]))
  }

  const toggle = (label: string, opened: boolean) => {
    const next = new Set(open)
    if (opened) next.add(label)
    else next.delete(label)
    setOpen(next)
  }

  return (
    <Stack gap={2}>
      {items.map((item) =>
        isGroup(item) ? (
          <MantineNavLink
            key={item.label}
            component="button"
            type="button"
            label={item.label}
            leftSection={iconOf(item.label)}
            opened={open.has(item.label)}
            onChange={(opened) => toggle(item.label, opened)}
            aria-expanded={open.has(item.label)}
            childrenOffset="md"
            keepMounted={false}
          >
            {item.entries.map((entry) => (
              <EntryLink
                key={entry.path}
                entry={entry}
                pathname={pathname}
                onNavigate={onNavigate}
              />
            ))}
          </MantineNavLink>
        ) : (
          <EntryLink key={item.path} entry={item} pathname={pathname} onNavigate={onNavigate} />
        ),
      )}
    </Stack>
  )
}
