import { ActionIcon, Group, Menu } from '@mantine/core'
import { IconDots, type Icon } from '@tabler/icons-react'
import { Link } from 'react-router'

/** One entry of a row's menu: a button, an address in the app, or a download. */
export type RowMenuAction = {
  label: string
  icon: Icon
  color?: string
} & ({ onClick: () => void } | { to: string } | { download: string })

/**
 * An admin list row's menu ("⋯"), named after its row; `busy` while the row is being deleted.
 * `returnFocus={false}` when an action puts the focus somewhere itself (a field typed in place).
 */
export function RowMenu({
  name,
  actions,
  busy,
  returnFocus = true,
}: {
  name: string
  actions: readonly (RowMenuAction | false)[]
  busy: boolean
  returnFocus?: boolean
}) {
  return (
    <Group justify="flex-end">
      <Menu position="bottom-end" withinPortal returnFocus={returnFocus}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Actions for ${name}`}
            loading={busy}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => {
            if (!action) return null
            const common = {
              color: action.color,
              leftSection: <action.icon size={16} aria-hidden />,
            }
            if ('to' in action)
              return (
                <Menu.Item key={action.label} {...common} component={Link} to={action.to}>
                  {action.label}
                </Menu.Item>
              )
            if ('download' in action)
              return (
                <Menu.Item
                  key={action.label}
                  {...common}
                  component="a"
                  href={action.download}
                  download
                >
                  {action.label}
                </Menu.Item>
              )
            return (
              <Menu.Item key={action.label} {...common} onClick={action.onClick}>
                {action.label}
              </Menu.Item>
            )
          })}
        </Menu.Dropdown>
      </Menu>
    </Group>
  )
}
