import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CONTACT_LABELS, type ContactKey } from '@worker/users/users.schemas'
import { MemberName } from '@/components/member-name'
import { NotFoundPage } from '@/components/not-found-page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { Page } from '@/components/layout/page'
import { PageTitle } from '@/components/page-title'
import { RelativeTime } from '@/components/relative-time'
import { ApiError } from '@/lib/api-errors'
import { safeHref, safeImageSrc, socialHref } from '@/lib/safe-url'
import { memberProfileOptions, type MemberProfile } from '../api/get-member'

type Props = {
  slug: string
  /** Connect / Message buttons for this member, supplied by the route. */
  actionsFor?: (member: MemberProfile) => ReactNode
}

const LINKS: ContactKey[] = ['website', 'linkedin', 'twitter', 'facebook']

/** Where a contact detail links: web addresses and handles only when safe, phones as tel:. */
const hrefOf = (key: ContactKey, value: string) => {
  if (key === 'tel' || key === 'mob') {
    const digits = value.replace(/[^\d+]/g, '')
    return digits ? `tel:${digits}` : null
  }
  if (key === 'twitter') return socialHref(value, 'https://twitter.com/')
  if (key === 'facebook') return socialHref(value, 'https://www.facebook.com/')
  if (key === 'linkedin') return socialHref(value, 'https://www.linkedin.com/in/')
  return safeHref(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`, {
    allowMail: false,
  })
}

function ContactList({ contacts }: { contacts: MemberProfile['contacts'] }) {
  const entries = Object.entries(contacts) as [ContactKey, string][]
  if (entries.length === 0) return null
  return (
    <Stack gap={4} component="dl" m={0}>
      {entries.map(([key, value]) => {
        const href = hrefOf(key, value)
        return (
          <Group key={key} gap="xs" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed" w={90}>
              {CONTACT_LABELS[key]}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {href ? (
                <Anchor
                  href={href}
                  target={LINKS.includes(key) ? '_blank' : undefined}
                  rel="noopener noreferrer"
                >
                  {value}
                </Anchor>
              ) : (
                value
              )}
            </Text>
          </Group>
        )
      })}
    </Stack>
  )
}

const attributeText = (value: MemberProfile['attributes'][number]['value'], type: string) => {
  if (Array.isArray(value)) return value.join(', ')
  if (type === 'checkboxes' && typeof value === 'number') return value === 1 ? 'Yes' : 'No'
  return String(value)
}

/** /members/:slug: a member's profile (spec 01 §2 member profile). */
export function MemberProfileScreen({ slug, actionsFor }: Props) {
  const profile = useQuery(memberProfileOptions(slug))
  if (profile.isPending) return <PageSkeleton variant="detail" label="Loading the profile…" />
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundPage />
    return (
      <Page>
        <ErrorState
          message="This profile could not be loaded."
          onRetry={() => void profile.refetch()}
        />
      </Page>
    )
  }
  const m = profile.data
  const about = [m.company, m.industry].filter(Boolean).join(' · ')
  return (
    <Page width="reading">
      <PageTitle>{m.full_name}</PageTitle>
      <Group gap="lg" align="flex-start" wrap="wrap" mt="md">
        <Avatar src={safeImageSrc(m.img)} size={120} radius={120} alt="">
          {m.initials}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          {about && <Text>{about}</Text>}
          {m.place_name && (
            <Text size="sm" c="dimmed">
              {m.place_name}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {m.last_active_at ? (
              <>
                Active <RelativeTime value={m.last_active_at} />
              </>
            ) : (
              'Not active yet'
            )}
          </Text>
          <Group gap="xs" mt="xs">
            {m.is_self ? (
              <Button component={Link} to="/account/profile" variant="default">
                Edit profile
              </Button>
            ) : (
              actionsFor?.(m)
            )}
          </Group>
        </Stack>
      </Group>

      {m.bio && (
        <Stack gap="xs" mt="xl">
          <Title order={2} size="h4">
            About
          </Title>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{m.bio}</Text>
        </Stack>
      )}

      {m.interests.length > 0 && (
        <Stack gap="xs" mt="lg">
          <Title order={2} size="h4">
            Interests
          </Title>
          <Group gap="xs">
            {m.interests.map((i) => (
              <Badge key={i} variant="light" tt="none">
                {i}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}

      {(m.attributes.length > 0 || Object.keys(m.contacts).length > 0) && (
        <Paper withBorder p="md" mt="lg" radius="md">
          <Stack gap="sm">
            {m.attributes.length > 0 && (
              <Stack gap={4} component="dl" m={0}>
                {m.attributes.map((a) => (
                  <Group key={a.key} gap="xs" wrap="nowrap">
                    <Text component="dt" size="sm" c="dimmed" w={90}>
                      {a.label}
                    </Text>
                    <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                      {attributeText(a.value, a.type)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            <ContactList contacts={m.contacts} />
          </Stack>
        </Paper>
      )}

      {m.total_connects !== null && (
        <Stack gap="xs" mt="lg">
          <Title order={2} size="h4">
            Connections ({m.total_connects})
          </Title>
          {m.connections.length === 0 ? (
            <Text size="sm" c="dimmed">
              No connections yet.
            </Text>
          ) : (
            <Group gap="md">
              {m.connections.map((c) => (
                <Group key={c.id} gap="xs" wrap="nowrap">
                  <Avatar src={safeImageSrc(c.img)} size={32} radius="xl" alt="">
                    {c.initials}
                  </Avatar>
                  <MemberName slug={c.slug} size="sm">
                    {c.full_name}
                  </MemberName>
                </Group>
              ))}
            </Group>
          )}
        </Stack>
      )}
    </Page>
  )
}
