import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core'
import { Link } from 'react-router'
import type { NavItem } from './main-nav'

type Props = {
  user: { full_name: string; initials: string; img: string | null }
  links: NavItem[]
  quickCreate: { key: string; label: string }[]
  onQuickCreate: (key: string) => void
}

/** The signed-in user's menu: their areas, quick-create buttons and sign out. */
export function UserPanel({ user, links, quickCreate, onQuickCreate }: Props) {
  return (
    <Menu position="bottom-end" width={220} withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton
          // The initials a member without a picture sees are in the name too, as a word of their
          // own (WCAG 2.5.3, label in name: someone using voice control says what they see).
          aria-label={`Open the menu for ${user.full_name}${user.img ? '' : ` ${user.initials}`}`}
          style={{ borderRadius: 999 }}
        >
          <Avatar src={user.img} alt="" color="guild" radius="xl">
            {user.initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.full_name}
          </Text>
        </Menu.Label>
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        {quickCreate.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>Create</Menu.Label>
            {quickCreate.map((q) => (
              <Menu.Item key={q.key} onClick={() => onQuickCreate(q.key)}>
                {q.label}
              </Menu.Item>
            ))}
          </>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/signout">
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
