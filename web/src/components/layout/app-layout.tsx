import { Anchor, Container, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { hasLanded } from '@/lib/coming-soon-screens'
import { NavItemLink, type NavItem } from './main-nav'
import { NavDrawerSectionProvider } from './nav-drawer-section'
import { PAGE_CONTAINER } from './page'
import classes from './site-header.module.css'

const FAQ = '/faq'

type Props = {
  header: ReactNode
  siteName: string
  children: ReactNode
  /** The admin area spans the window; elsewhere the footer keeps to the page's width. */
  wide?: boolean
  /** The site's footer links (settings links_footer). */
  footerLinks?: NavItem[]
  /** Shown in the footer above the copyright line (the newsletter box). */
  footerExtra?: ReactNode
}

// Read once: the footer's year need not change while a tab stays open over New Year.
const YEAR = new Date().getFullYear()

/**
 * Page frame: skip link, header, the screen, and a small footer, which sits at the bottom of the
 * window on short pages (the screen takes the height left).
 */
export function AppLayout({
  header,
  siteName,
  children,
  wide = false,
  footerLinks = [],
  footerExtra,
}: Props) {
  const faqLinked = footerLinks.some((link) => link.to === FAQ)
  return (
    <NavDrawerSectionProvider>
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <a href="#main-content" className={classes.skipLink}>
          Skip to content
        </a>
        {header}
        <main id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
          {children}
        </main>
        <footer>
          <Container {...PAGE_CONTAINER} fluid={wide} py="lg">
            {footerExtra && (
              <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>{footerExtra}</div>
            )}
            <Stack gap="sm">
              {footerLinks.length > 0 && (
                <nav aria-label="Footer">
                  <Group component="ul" gap="xs" className={classes.footerLinks}>
                    {footerLinks.map((item, i) => (
                      <li key={`${i}:${item.to}`}>
                        <NavItemLink item={item} className={classes.footerLink} />
                      </li>
                    ))}
                  </Group>
                </nav>
              )}
              <Text size="sm" c="dimmed">
                © {YEAR} {siteName}
                {/* The FAQ page arrives with the pages feature; until then no link leads nowhere. */}
                {hasLanded(FAQ) && !faqLinked && (
                  <>
                    {' · '}
                    <Anchor component={Link} to={FAQ} size="sm" underline="always">
                      FAQ
                    </Anchor>
                  </>
                )}
              </Text>
            </Stack>
          </Container>
        </footer>
      </div>
    </NavDrawerSectionProvider>
  )
}
