import { Container } from '@mantine/core'
import { ErrorState, LoadingState } from '@/components/page-states'
import { useMe } from '@/lib/session'
import { MemberHome } from '@/features/home/components/member-home'
import { VisitorHome } from '@/features/home/components/visitor-home'
import { useSettings } from '@/lib/site-settings'
import { subjectOf } from '@/lib/access'
import { navItemsFor } from '@/app/layout/nav-items'

/** "/": a landing for visitors, a dashboard for members. */
export function HomeRoute() {
  const me = useMe()
  const settings = useSettings()

  if (me.isPending || settings.isPending) return <LoadingState />
  if (me.isError || settings.isError) {
    const retry = () => void Promise.all([me.refetch(), settings.refetch()])
    return (
      <Container size="md" py="xl">
        <ErrorState message="The home page could not be loaded." onRetry={retry} />
      </Container>
    )
  }

  const s = settings.data
  const areas = navItemsFor(s, subjectOf(me.data))
  return me.data ? (
    <MemberHome
      siteName={s.site_name}
      forename={me.data.forename}
      welcome={s.site_welcome_msg}
      areas={areas}
    />
  ) : (
    <VisitorHome siteName={s.site_name} intro={s.homepage_body_content} areas={areas} />
  )
}
