import { Anchor, Group } from '@mantine/core'
import type { EventItem } from '../api/list-events'
import { safeHref, socialHref } from '@/lib/safe-url'

type Props = { contactables: EventItem['contactables']; link: string | null }

/** The event's phone, website and social links; addresses that are not web links are left out. */
export function EventContactLinks({ contactables, link }: Props) {
  const tel = contactables.tel?.replace(/[^\d+]/g, '')
  const links = [
    { label: 'Event website', href: safeHref(link, { allowMail: false }) },
    { label: 'Website', href: safeHref(contactables.website, { allowMail: false }) },
    { label: 'Facebook', href: socialHref(contactables.facebook, 'https://www.facebook.com/') },
    { label: 'Twitter', href: socialHref(contactables.twitter, 'https://twitter.com/') },
    { label: 'LinkedIn', href: socialHref(contactables.linkedin, 'https://www.linkedin.com/in/') },
  ].filter((l): l is { label: string; href: string } => l.href !== null)
  if (!tel && links.length === 0) return null
  return (
    <Group gap="md" wrap="wrap">
      {tel && <Anchor href={`tel:${tel}`}>{contactables.tel}</Anchor>}
      {links.map((l) => (
        <Anchor key={l.label} href={l.href} target="_blank" rel="noopener noreferrer">
          {l.label}
        </Anchor>
      ))}
    </Group>
  )
}
