import { Drawer } from '@mantine/core'
import { MainNav, type NavItem } from './main-nav'

type Props = { opened: boolean; onClose: () => void; title: string; items: NavItem[] }

/** The main links in a drawer, for screens under 768 px. */
export function MobileNavDrawer({ opened, onClose, title, items }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} size="xs">
      <MainNav items={items} orientation="vertical" onNavigate={onClose} />
    </Drawer>
  )
}
