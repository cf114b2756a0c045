import { Anchor, Text, type TextProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { hasLanded } from '@/lib/coming-soon-screens'

type Props = TextProps & { slug: string; children: ReactNode }

/**
 * A member's name: a link to their profile once the directory's profile screen exists, until then
 * the name alone, looking the same (issue 12: a name must not open a "coming soon" page).
 */
export function MemberName({ slug, children, ...props }: Props) {
  const profile = `/members/${slug}`
  return hasLanded(profile) ? (
    <Anchor component={Link} to={profile} {...props}>
      {children}
    </Anchor>
  ) : (
    <Text span {...props}>
      {children}
    </Text>
  )
}
