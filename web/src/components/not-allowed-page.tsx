import { Button, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { PageTitle } from './page-title'
import { Page } from './layout/page'

/** Spec 03 §8: 'You are not authorised to access "{resource}".', with a way on like the 404 page. */
export function NotAllowedPage({ resource }: { resource: string }) {
  return (
    <Page>
      <PageTitle>Not allowed</PageTitle>
      <Stack gap="md" align="flex-start">
        <Text>You are not authorised to access "{resource}".</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Page>
  )
}
