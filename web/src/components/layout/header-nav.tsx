import { Menu, UnstyledButton } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ChevronDownIcon } from '@/components/icons'
import { NavItemLink, type NavItem } from './main-nav'
import classes from './site-header.module.css'

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((i) => b.has(i))

/**
 * The header's links on one line (from 992 px; the burger's drawer below). The row wraps inside a
 * box one link high, so a link that does not fit drops onto a clipped second line; an
 * IntersectionObserver on that box tells which ones did, and they are offered under "More"
 * instead (the priority+ pattern of Discourse's and Circle's headers). Clipped links are
 * `visibility: hidden`, so neither the keyboard nor a screen reader finds them twice. Without
 * IntersectionObserver every link stays in the row, which then wraps as before.
 */
export function HeaderNav({ items }: { items: NavItem[] }) {
  const rowRef = useRef<HTMLDivElement>(null)
  const [overflow, setOverflow] = useState<ReadonlySet<number>>(() => new Set())

  useEffect(() => {
    const row = rowRef.current
    if (!row || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) =>
        setOverflow((current) => {
          const next = new Set(current)
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.index)
            // A link is shown only whole: one cut by the row's edge goes under More too.
            if (entry.intersectionRatio >= 0.99) next.delete(index)
            else next.add(index)
          }
          return sameSet(next, current) ? current : next
        }),
      { root: row, threshold: [0, 0.99] },
    )
    // Every link of this list (a new list means new links to watch).
    for (const index of items.keys()) {
      const link = row.querySelector(`[data-index="${index}"]`)
      if (link) observer.observe(link)
    }
    return () => observer.disconnect()
  }, [items])

  const hidden = items.flatMap((item, index) => (overflow.has(index) ? [{ item, index }] : []))
  return (
    <nav aria-label="Main" className={classes.headerNav}>
      <div ref={rowRef} className={classes.navRow}>
        {items.map((item, index) => (
          <NavItemLink
            // The site's own links and the admin's header links may share an address.
            key={`${index}:${item.to}`}
            item={item}
            className={classes.navLink}
            data-index={index}
            data-overflow={overflow.has(index) || undefined}
          />
        ))}
      </div>
      {hidden.length > 0 && (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <UnstyledButton className={classes.navLink}>
              <span className={classes.moreLabel}>
                More
                <ChevronDownIcon />
              </span>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {hidden.map(({ item, index }) =>
              item.external ? (
                <Menu.Item
                  key={`${index}:${item.to}`}
                  component="a"
                  href={item.to}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {item.label}
                </Menu.Item>
              ) : (
                <Menu.Item key={`${index}:${item.to}`} component={Link} to={item.to}>
                  {item.label}
                </Menu.Item>
              ),
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </nav>
  )
}
