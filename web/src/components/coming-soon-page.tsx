import { Text } from '@mantine/core'
import { useMatches } from 'react-router'
import { PageTitle } from './page-title'
import { titleOf } from './route-title'
import { Page } from './layout/page'

/** One shared page for screens whose feature has not landed yet; layout, nav and guards are real. */
export function ComingSoonPage() {
  const matches = useMatches()
  const title = matches.map((m) => titleOf(m.handle)).findLast((t) => t !== null) ?? 'Coming soon'
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <Text>This part of the site is coming soon. Please check back shortly.</Text>
    </Page>
  )
}
