import { Anchor, Text } from '@mantine/core'
import { safeHref } from '@/lib/safe-url'

/**
 * "Sponsored by X" (spec 01 §2): the sponsor's site as an external link when the poll has one (a
 * web address only), plain text otherwise.
 */
export function SponsorLine({ name, link }: { name: string | null; link: string | null }) {
  if (!name?.trim()) return null
  const href = safeHref(link, { allowMail: false })
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      Sponsored by{' '}
      {href ? (
        <Anchor href={href} target="_blank" rel="noopener noreferrer sponsored" size="sm">
          {name}
        </Anchor>
      ) : (
        name
      )}
    </Text>
  )
}
