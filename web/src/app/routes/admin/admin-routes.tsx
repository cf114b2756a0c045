import { lazy, Suspense, type ReactNode } from 'react'
import { Route, Routes } from 'react-router'
import { NotAllowedPage } from '@/components/not-allowed-page'
import { PageSkeleton } from '@/components/page-states'
import type { Me } from '@/lib/session'
import { subjectOf } from '@/lib/access'
import { allEntries, mayUse, type NavEntry } from './admin-nav'
import { ComingSoon } from './coming-soon'

// Each built screen is its own chunk, so opening the admin area downloads only the shell.
const DashboardPage = lazy(() =>
  import('./dashboard-page').then((m) => ({ default: m.DashboardPage })),
)
const RolesPage = lazy(() => import('./roles-page').then((m) => ({ default: m.RolesPage })))
const UsersPage = lazy(() => import('./users-page').then((m) => ({ default: m.UsersPage })))
const EventsPage = lazy(() => import('./events-page').then((m) => ({ default: m.EventsPage })))
const ForumPage = lazy(() => import('./forum-page').then((m) => ({ default: m.ForumPage })))
const GroupsPage = lazy(() => import('./groups-page').then((m) => ({ default: m.GroupsPage })))
const NewsPage = lazy(() => import('./news-page').then((m) => ({ default: m.NewsPage })))
const ResourcesPage = lazy(() =>
  import('./resources-page').then((m) => ({ default: m.ResourcesPage })),
)
const PromotionsPage = lazy(() =>
  import('./promotions-page').then((m) => ({ default: m.PromotionsPage })),
)
const PagesPage = lazy(() => import('./pages-page').then((m) => ({ default: m.PagesPage })))
const MemberReportsPage = lazy(() =>
  import('./member-reports-page').then((m) => ({ default: m.MemberReportsPage })),
)
const PollsPage = lazy(() => import('./polls-page').then((m) => ({ default: m.PollsPage })))
const PollVotesPage = lazy(() =>
  import('./poll-votes-page').then((m) => ({ default: m.PollVotesPage })),
)
const AdvertsPage = lazy(() => import('./adverts-page').then((m) => ({ default: m.AdvertsPage })))
const SurveysPage = lazy(() => import('./surveys-page').then((m) => ({ default: m.SurveysPage })))
const StatisticsPage = lazy(() =>
  import('./statistics-page').then((m) => ({ default: m.StatisticsPage })),
)

const GeneralSettingsPage = lazy(() =>
  import('./general-settings-page').then((m) => ({ default: m.GeneralSettingsPage })),
)
const HomepageSettingsPage = lazy(() =>
  import('./homepage-settings-page').then((m) => ({ default: m.HomepageSettingsPage })),
)
const FooterSettingsPage = lazy(() =>
  import('./settings-pages').then((m) => ({ default: m.FooterSettingsPage })),
)
const CustomSettingsPage = lazy(() =>
  import('./settings-pages').then((m) => ({ default: m.CustomSettingsPage })),
)
const GdprSettingsPage = lazy(() =>
  import('./settings-pages').then((m) => ({ default: m.GdprSettingsPage })),
)
const EmailDigestPage = lazy(() =>
  import('./settings-pages').then((m) => ({ default: m.EmailDigestPage })),
)
const ChargesSettingsPage = lazy(() =>
  import('./settings-pages').then((m) => ({ default: m.ChargesSettingsPage })),
)

const CategoriesPage = lazy(() =>
  import('./categories-page').then((m) => ({ default: m.CategoriesPage })),
)

const EmailTemplatesPage = lazy(() =>
  import('./email-templates-page').then((m) => ({ default: m.EmailTemplatesPage })),
)
const PushNotificationsPage = lazy(() =>
  import('./push-notifications-page').then((m) => ({ default: m.PushNotificationsPage })),
)

const relative = (entry: NavEntry) => entry.path.replace(/^\/admin\/?/, '')

const entryAt = (path: string) => {
  const entry = allEntries().find((e) => e.path === path)
  if (!entry) throw new Error(`No admin nav entry for ${path}`)
  return entry
}

const ROLES = entryAt('/admin/roles')
const USERS = entryAt('/admin/users')
const PLANS = entryAt('/admin/plans')
const EVENTS = entryAt('/admin/events')
const FORUM = entryAt('/admin/forum')
const GROUPS = entryAt('/admin/groups')
const MEMBER_REPORTS = entryAt('/admin/member-reports')
const NEWS = entryAt('/admin/news')
const RESOURCES = entryAt('/admin/resources')
const PROMOTIONS = entryAt('/admin/promotions')
const PAGES = entryAt('/admin/pages')
const HOMEPAGE = entryAt('/admin/settings/homepage')
const CATEGORIES = entryAt('/admin/settings/categories')
const FOOTER = entryAt('/admin/settings/footer')
const CUSTOM = entryAt('/admin/settings/custom')
const GDPR = entryAt('/admin/settings/gdpr')
const EMAIL_DIGEST = entryAt('/admin/settings/email-digest')
const CHARGES = entryAt('/admin/settings/charges')
const GENERAL = entryAt('/admin/settings/general')
const POLLS = entryAt('/admin/polls')
const SURVEYS = entryAt('/admin/surveys')
const STATISTICS = entryAt('/admin/statistics')
const EMAIL_TEMPLATES = entryAt('/admin/settings/email-templates')
const PUSH_NOTIFICATIONS = entryAt('/admin/settings/push-notifications')
const ADVERTS = entryAt('/admin/adverts')

/** The screens under /admin, each refused with the unauthorised screen to those who may not use it. */
export function AdminRoutes({ viewer }: { viewer: Me }) {
  const subject = subjectOf(viewer)
  const gate = (entry: NavEntry, screen: ReactNode) =>
    mayUse(entry, subject) ? screen : <NotAllowedPage resource={entry.label} />
  const comingSoon = (entry: NavEntry) =>
    gate(entry, <ComingSoon title={entry.label} sentence={entry.comingSoon ?? ''} />)

  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route index element={<DashboardPage viewer={viewer} />} />
        <Route path="roles" element={gate(ROLES, <RolesPage viewer={viewer} />)} />
        <Route path="users" element={gate(USERS, <UsersPage viewer={viewer} />)} />
        <Route path="users/:id" element={gate(USERS, <UsersPage viewer={viewer} />)} />
        <Route path="events" element={gate(EVENTS, <EventsPage />)} />
        <Route path="forum" element={gate(FORUM, <ForumPage viewer={viewer} />)} />
        <Route path="groups" element={gate(GROUPS, <GroupsPage viewer={viewer} />)} />
        <Route path="member-reports" element={gate(MEMBER_REPORTS, <MemberReportsPage />)} />
        <Route path="news" element={gate(NEWS, <NewsPage />)} />
        <Route path="resources" element={gate(RESOURCES, <ResourcesPage />)} />
        <Route path="promotions" element={gate(PROMOTIONS, <PromotionsPage />)} />
        <Route path="pages" element={gate(PAGES, <PagesPage />)} />
        <Route path="settings/homepage" element={gate(HOMEPAGE, <HomepageSettingsPage />)} />
        <Route path="settings/categories" element={gate(CATEGORIES, <CategoriesPage />)} />
        <Route path="settings/footer" element={gate(FOOTER, <FooterSettingsPage />)} />
        <Route path="settings/custom" element={gate(CUSTOM, <CustomSettingsPage />)} />
        <Route path="settings/gdpr" element={gate(GDPR, <GdprSettingsPage />)} />
        <Route path="settings/email-digest" element={gate(EMAIL_DIGEST, <EmailDigestPage />)} />
        <Route path="settings/charges" element={gate(CHARGES, <ChargesSettingsPage />)} />
        <Route path="settings/general" element={gate(GENERAL, <GeneralSettingsPage />)} />
        <Route path="polls" element={gate(POLLS, <PollsPage />)} />
        <Route path="polls/votes" element={gate(POLLS, <PollVotesPage />)} />
        <Route path="surveys" element={gate(SURVEYS, <SurveysPage />)} />
        <Route path="statistics" element={gate(STATISTICS, <StatisticsPage />)} />
        <Route
          path="settings/email-templates"
          element={gate(EMAIL_TEMPLATES, <EmailTemplatesPage />)}
        />
        <Route
          path="settings/push-notifications"
          element={gate(PUSH_NOTIFICATIONS, <PushNotificationsPage />)}
        />
        <Route path="adverts" element={gate(ADVERTS, <AdvertsPage />)} />
        {/* Spec 03 §2 names these three plan routes; the plan editor is later work. */}
        <Route path="plans" element={comingSoon(PLANS)} />
        <Route path="plans/new" element={comingSoon(PLANS)} />
        <Route path="plans/edit/:id" element={comingSoon(PLANS)} />
        {allEntries()
          .filter((entry) => entry.comingSoon && entry !== PLANS)
          .map((entry) => (
            <Route key={entry.path} path={relative(entry)} element={comingSoon(entry)} />
          ))}
        <Route
          path="*"
          element={
            <ComingSoon
              title="Page not found"
              sentence="There is no admin screen at this address."
            />
          }
        />
      </Routes>
    </Suspense>
  )
}
