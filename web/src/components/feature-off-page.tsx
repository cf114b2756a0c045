import { Button, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { PageTitle } from './page-title'
import { Page } from './layout/page'

/** An address in an area the site has switched off (spec 01 §3 feature flags). */
export function FeatureOffPage({ title }: { title: string }) {
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <Stack gap="md" align="flex-start">
        <Text>This part of the site is not available.</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Page>
  )
}
