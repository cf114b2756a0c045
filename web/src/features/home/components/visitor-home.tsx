import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { AreaLinks, type AreaLink } from './area-links'
import { Page } from '@/components/layout/page'

type Props = {
  siteName: string
  /** settings.homepage_body_content; shown as text (an admin's HTML is not rendered here). */
  intro: string
  areas: AreaLink[]
}

const DEFAULT_INTRO =
  'A community for members to meet, share what they know and find out what is going on. Join to take part in events, discussions, polls and more.'

/** The public landing: who we are, and the way in. */
export function VisitorHome({ siteName, intro, areas }: Props) {
  useEffect(() => {
    document.title = siteName
  }, [siteName])
  return (
    <Page>
      <Stack gap="xl">
        <Stack gap="md" maw={720}>
          <Title order={1}>Welcome to {siteName}</Title>
          <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
            {intro.trim() || DEFAULT_INTRO}
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/signup" size="md">
              Join
            </Button>
            <Button component={Link} to="/signin" size="md" variant="default">
              Sign in
            </Button>
          </Group>
        </Stack>
        {areas.length > 0 && (
          <Stack gap="sm">
            <Title order={2} size="h3">
              Have a look around
            </Title>
            <AreaLinks links={areas} label="Explore" />
          </Stack>
        )}
      </Stack>
    </Page>
  )
}
