import { Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { hasLanded } from '@/lib/coming-soon-screens'
import { AreaLinks, type AreaLink } from './area-links'
import { Page } from '@/components/layout/page'

type Props = {
  siteName: string
  forename: string
  /** settings.site_welcome_msg, shown as text. */
  welcome: string
  areas: AreaLink[]
}

/** The member's own screens, those that exist (the rest arrive with their features). */
const MY_AREAS: AreaLink[] = (
  [
    { label: 'My events', to: '/my-events', description: 'Events you have created' },
    { label: 'My tickets', to: '/my-tickets', description: 'Your bookings and tickets' },
    { label: 'My network', to: '/my-network', description: 'The members you are connected with' },
    { label: 'Messages', to: '/messages', description: 'Conversations with your connections' },
    {
      label: 'Notifications',
      to: '/notifications',
      description: 'What has happened since you last looked',
    },
    {
      label: 'Connection requests',
      to: '/my-connection-requests',
      description: 'Members who want to connect',
    },
  ] satisfies AreaLink[]
).filter((area) => hasLanded(area.to))

/** A signed-in member's dashboard: a greeting and the way to their areas. */
export function MemberHome({ siteName, forename, welcome, areas }: Props) {
  useEffect(() => {
    document.title = siteName
  }, [siteName])
  return (
    <Page>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Welcome back, {forename}</Title>
          {welcome.trim() && <Text style={{ whiteSpace: 'pre-line' }}>{welcome}</Text>}
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Your areas
          </Title>
          <AreaLinks links={MY_AREAS} label="Your areas" />
        </Stack>
        {areas.length > 0 && (
          <Stack gap="sm">
            <Title order={2} size="h3">
              Explore {siteName}
            </Title>
            <AreaLinks links={areas} label="Explore" />
          </Stack>
        )}
      </Stack>
    </Page>
  )
}
