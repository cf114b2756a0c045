import { Divider, Drawer, Stack, Text } from '@mantine/core'
import { MainNav, type NavItem } from './main-nav'
import type { NavDrawerSection } from './nav-drawer-section'

type Props = {
  opened: boolean
  onClose: () => void
  title: string
  items: NavItem[]
  /** The links of the area on screen (the admin area's), above the site's. */
  section: NavDrawerSection | null
}

/** The main links in a drawer, for screens under 992 px. */
export function MobileNavDrawer({ opened, onClose, title, items, section }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} size="xs">
      {section ? (
        <Stack gap="sm">
          <nav aria-label={section.label}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4} aria-hidden>
              {section.label}
            </Text>
            {section.render(onClose)}
          </nav>
          {items.length > 0 && (
            <>
              <Divider />
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" aria-hidden>
                Site
              </Text>
              <MainNav items={items} onNavigate={onClose} />
            </>
          )}
        </Stack>
      ) : (
        <MainNav items={items} onNavigate={onClose} />
      )}
    </Drawer>
  )
}
