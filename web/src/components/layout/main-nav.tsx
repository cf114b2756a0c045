import { Stack } from '@mantine/core'
import { NavLink } from 'react-router'
import classes from './site-header.module.css'

export type NavItem = {
  label: string
  /** A path inside the app, or (with `external`) another site's address. */
  to: string
  /** Another site: a plain link opening in a new tab, sharing neither opener nor referrer. */
  external?: boolean
}

type LinkProps = {
  item: NavItem
  className?: string
  onNavigate?: () => void
  /** The header's row marks each link's place and whether it went under "More" (header-nav). */
  'data-index'?: number
  'data-overflow'?: true
}

/** An item as a link: the router's NavLink inside the app, a plain one to another site. */
export function NavItemLink({ item, className, onNavigate, ...data }: LinkProps) {
  return item.external ? (
    <a
      href={item.to}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={onNavigate}
      {...data}
    >
      {item.label}
    </a>
  ) : (
    <NavLink to={item.to} className={className} onClick={onNavigate} {...data}>
      {item.label}
    </NavLink>
  )
}

type Props = { items: NavItem[]; onNavigate?: () => void }

/**
 * The site's main links one under another (the burger's drawer; the header's row is header-nav);
 * the current one is marked with aria-current by NavLink.
 */
export function MainNav({ items, onNavigate }: Props) {
  return (
    <nav aria-label="Main">
      <Stack gap={2}>
        {items.map((item, i) => (
          <NavItemLink
            // The site's own links and the admin's header links may share an address.
            key={`${i}:${item.to}`}
            item={item}
            className={classes.navLink}
            onNavigate={onNavigate}
          />
        ))}
      </Stack>
    </nav>
  )
}
