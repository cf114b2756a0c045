import { Burger, Container, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { safeImageSrc } from '@/lib/safe-url'
import { HeaderNav } from './header-nav'
import type { NavItem } from './main-nav'
import { useNavDrawerSection } from './nav-drawer-section'
import { PAGE_CONTAINER } from './page'
import classes from './site-header.module.css'
import { useStickyAfter } from './use-sticky-after'

// The drawer (and the modal machinery under it) loads the first time the burger is used.
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })),
)

type Props = {
  siteName: string
  /** The site's logo (settings.site_logo, 360 × 100); without one the name is shown as text. */
  logo?: string | null
  navItems: NavItem[]
  /** Right-hand side: sign-in buttons for visitors, bell and user panel for members. */
  actions: ReactNode
  /** The admin area spans the window; elsewhere the bar keeps to the page's width. */
  wide?: boolean
}

/**
 * The header: site name, main links (a burger drawer under 992 px, which also carries the links
 * of the area on screen, such as the admin area's), and the actions slot.
 * It becomes sticky once the page scrolls past 440 px.
 */
export function SiteHeader({ siteName, logo = null, navItems, actions, wide = false }: Props) {
  const logoSrc = safeImageSrc(logo)
  const [drawerOpen, drawer] = useDisclosure(false)
  const [drawerUsed, setDrawerUsed] = useState(false)
  const stuck = useStickyAfter()
  // An area with links of its own (the admin area) lends them to this drawer: one menu button.
  const section = useNavDrawerSection()
  const toggle = () => {
    setDrawerUsed(true)
    drawer.toggle()
  }
  return (
    <header className={classes.header} data-stuck={stuck || undefined}>
      <Container {...PAGE_CONTAINER} fluid={wide}>
        <Group className={classes.bar} justify="space-between" gap="xs" py={8}>
          <Group gap="xs" wrap="nowrap" miw={0} style={{ flexShrink: 1 }}>
            {(navItems.length > 0 || section) && (
              <Burger
                opened={drawerOpen}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
              />
            )}
            <Link to="/" className={classes.brand}>
              {logoSrc ? (
                <img
                  className={classes.logo}
                  src={logoSrc}
                  alt={siteName}
                  width={144}
                  height={40}
                />
              ) : (
                siteName
              )}
            </Link>
          </Group>
          <Group gap="xs" visibleFrom="md" style={{ flex: 1, minWidth: 0 }} justify="center">
            {navItems.length > 0 && <HeaderNav items={navItems} />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </Container>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            opened={drawerOpen}
            onClose={drawer.close}
            title={siteName}
            items={navItems}
            section={section}
          />
        </Suspense>
      )}
    </header>
  )
}
