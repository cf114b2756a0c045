import { Stack, Group } from '@mantine/core'
import { NavLink } from 'react-router'
import classes from './site-header.module.css'

export type NavItem = {
  label: string
  /** A path inside the app, or (with `external`) another site's address. */
  to: string
  /** Another site: a plain link opening in a new tab, sharing neither opener nor referrer. */
  external?: boolean
}

type LinkProps = { item: NavItem; className?: string; onNavigate?: () => void }

/** An item as a link: the router's NavLink inside the app, a plain one to another site. */
export function NavItemLink({ item, className, onNavigate }: LinkProps) {
  return item.external ? (
    <a
      href={item.to}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={onNavigate}
    >
      {item.label}
    </a>
  ) : (
    <NavLink to={item.to} className={className} onClick={onNavigate}>
      {item.label}
    </NavLink>
  )
}

type Props = {
  items: NavItem[]
  orientation?: 'horizontal' | 'vertical'
  onNavigate?: () => void
}

/** The site's main links; the current one is marked with aria-current by NavLink. */
export function MainNav({ items, orientation = 'horizontal', onNavigate }: Props) {
  // The site's own links and the admin's header links may share an address: keyed by position.
  const links = items.map((item, i) => (
    <NavItemLink
      key={`${i}:${item.to}`}
      item={item}
      className={classes.navLink}
      onNavigate={onNavigate}
    />
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
