import { Button } from '@mantine/core'
import { Link, useLocation } from 'react-router'

/** A visitor's way in, from any page (sign-in returns them to where they were). */
export function VisitorActions() {
  const location = useLocation()
  const here = location.pathname + location.search
  const signInTo =
    location.pathname === '/' || location.pathname === '/signin'
      ? '/signin'
      : `/signin?next=${encodeURIComponent(here)}`
  return (
    <>
      <Button component={Link} to={signInTo} variant="default" size="xs">
        Sign in
      </Button>
      <Button component={Link} to="/signup" size="xs">
        Join
      </Button>
    </>
  )
}
