import { ErrorState, PageSkeleton } from '@/components/page-states'
import { useMe } from '@/lib/session'
import { MemberHome } from '@/features/home/components/member-home'
import { VisitorHome } from '@/features/home/components/visitor-home'
import { useSettings } from '@/lib/site-settings'
import { subjectOf } from '@/lib/access'
import { navItemsFor } from '@/app/layout/nav-items'
import { Page } from '@/components/layout/page'

/** "/": a landing for visitors, a dashboard for members. */
export function HomeRoute() {
  const me = useMe()
  const settings = useSettings()

  if (me.isPending || settings.isPending) return <PageSkeleton />
  if (me.isError || settings.isError) {
    const retry = () => void Promise.all([me.refetch(), settings.refetch()])
    return (
      <Page>
        <ErrorState message="The home page could not be loaded." onRetry={retry} />
      </Page>
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
