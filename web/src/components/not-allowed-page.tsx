import { Container, Text } from '@mantine/core'
import { PageTitle } from './page-title'

/** Spec 03 §8: 'You are not authorised to access "{resource}".' */
export function NotAllowedPage({ resource }: { resource: string }) {
  return (
    <Container size="md" py="lg">
      <PageTitle>Not allowed</PageTitle>
      <Text>You are not authorised to access "{resource}".</Text>
    </Container>
  )
}
