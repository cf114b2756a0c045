import { Button, Container, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { PageTitle } from './page-title'

/** An address in an area the site has switched off (spec 01 §3 feature flags). */
export function FeatureOffPage({ title }: { title: string }) {
  return (
    <Container size="md" py="lg">
      <PageTitle>{title}</PageTitle>
      <Stack gap="md" align="flex-start">
        <Text>This part of the site is not available.</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  )
}
