import { Button, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { PageTitle } from './page-title'
import { Page } from './layout/page'

export function NotFoundPage() {
  return (
    <Page>
      <PageTitle>Page not found</PageTitle>
      <Stack gap="md" align="flex-start">
        <Text>
          We couldn't find the page you asked for. It may have moved, or the address may be
          mistyped.
        </Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Page>
  )
}
