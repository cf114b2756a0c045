import { Stack, Group } from '@mantine/core'
import { NavLink } from 'react-router'
import classes from './site-header.module.css'

export type NavItem = { label: string; to: string }

type Props = {
  items: NavItem[]
  orientation?: 'horizontal' | 'vertical'
  onNavigate?: () => void
}

/** The site's main links; the current one is marked with aria-current by NavLink. */
export function MainNav({ items, orientation = 'horizontal', onNavigate }: Props) {
  const links = items.map((item) => (
    <NavLink key={item.to} to={item.to} className={classes.navLink} onClick={onNavigate}>
      {item.label}
    </NavLink>
  ))
  return (
    <nav aria-label="Main">
      {orientation === 'horizontal' ? (
        <Group gap={2}>{links}</Group>
      ) : (
        <Stack gap={2}>{links}</Stack>
      )}
    </nav>
  )
}
