import { Anchor, Container, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import classes from './site-header.module.css'

type Props = { header: ReactNode; siteName: string; children: ReactNode }

// Read once: the footer's year need not change while a tab stays open over New Year.
const YEAR = new Date().getFullYear()

/** Page frame: skip link, header, the screen, and a small footer. */
export function AppLayout({ header, siteName, children }: Props) {
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      {header}
      <main id="main-content" tabIndex={-1} style={{ minHeight: '70vh', outline: 'none' }}>
        {children}
      </main>
      <footer>
        <Container size="lg" py="lg">
          <Text size="sm" c="dimmed">
            © {YEAR} {siteName} ·{' '}
            <Anchor component={Link} to="/faq" size="sm">
              FAQ
            </Anchor>
          </Text>
        </Container>
      </footer>
    </>
  )
}
