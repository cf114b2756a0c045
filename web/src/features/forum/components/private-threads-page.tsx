import { Anchor, Breadcrumbs, Text } from '@mantine/core'
import { Link } from 'react-router'
import { PageTitle } from '@/components/page-title'
import { ThreadList } from './thread-list'
import { Page } from '@/components/layout/page'

/** /forum/private (members, spec 01 §2): private threads the viewer wrote or is mentioned in. */
export function PrivateThreadsPage() {
  return (
    <Page>
      <Breadcrumbs mb="sm">
        <Anchor component={Link} to="/forum" size="sm">
          Forum
        </Anchor>
        <Text size="sm">Private threads</Text>
      </Breadcrumbs>
      <PageTitle>Private threads</PageTitle>
      <ThreadList filters={{ private: true }} empty="You have no private threads" />
    </Page>
  )
}
