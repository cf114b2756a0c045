import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { BootFallback } from '@/components/boot-fallback'
import { RouteError } from '@/components/error-boundary'
import { settingsKeys, type SiteSettings } from '@/lib/site-settings'
import { queryClient } from './app-query-client'
import {
  eventLoader,
  eventsLoader,
  forumIndexLoader,
  forumThreadLoader,
  homeLoader,
  newsLoader,
  newsPostLoader,
  resourceLoader,
  resourcesLoader,
} from './route-data'
import {
  MEMBER_COMING_SOON,
  PUBLIC_COMING_SOON,
  type ComingSoonScreen,
} from '@/lib/coming-soon-screens'

/** A lazy route module: the screen's code is fetched the first time its address is opened. */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) })

const comingSoon = screen(
  () => import('@/components/coming-soon-page'),
  (m) => m.ComingSoonPage,
)

/**
 * A screen whose feature has not landed yet: the shared "coming soon" page under its title. The
 * handle names the site area it belongs to, so the frame can refuse it when that area is off.
 */
const soon = ({ path, title, feature }: ComingSoonScreen): RouteObject => ({
  path,
  handle: { title, feature },
  lazy: comingSoon,
})

/** The boot skeleton, under the site's name when the page's boot data carried the settings. */
function ShellFallback() {
  const settings = queryClient.getQueryData<SiteSettings>(settingsKeys.all)
  return <BootFallback siteName={settings?.site_name} />
}

const publicScreens: RouteObject[] = [
  {
    index: true,
    loader: homeLoader,
    lazy: screen(
      () => import('./routes/public/home'),
      (m) => m.HomeRoute,
    ),
  },
  {
    path: 'events',
    handle: { title: 'Events', feature: 'events' },
    loader: eventsLoader,
    lazy: screen(
      () => import('./routes/public/events-route'),
      (m) => m.EventsRoute,
    ),
  },
  {
    path: 'events/:slug',
    handle: { title: 'Event', feature: 'events' },
    loader: eventLoader,
    lazy: screen(
      () => import('./routes/public/event-route'),
      (m) => m.EventRoute,
    ),
  },
  {
    path: 'forum',
    handle: { title: 'Forum', feature: 'forum' },
    loader: forumIndexLoader,
    lazy: screen(
      () => import('./routes/public/forum-index-route'),
      (m) => m.ForumIndexRoute,
    ),
  },
  {
    path: 'forum/search',
    handle: { title: 'Forum search', feature: 'forum' },
    lazy: screen(
      () => import('./routes/public/forum-search-route'),
      (m) => m.ForumSearchRoute,
    ),
  },
  {
    path: 'forum/:category',
    handle: { title: 'Forum category', feature: 'forum' },
    lazy: screen(
      () => import('./routes/public/forum-category-route'),
      (m) => m.ForumCategoryRoute,
    ),
  },
  {
    path: 'forum/:category/:thread',
    handle: { title: 'Forum thread', feature: 'forum' },
    loader: forumThreadLoader,
    lazy: screen(
      () => import('./routes/public/forum-thread-route'),
      (m) => m.ForumThreadRoute,
    ),
  },
  {
    path: 'members',
    handle: { title: 'Members' },
    lazy: screen(
      () => import('./routes/public/members-route'),
      (m) => m.MembersRoute,
    ),
  },
  {
    path: 'members/:slug',
    handle: { title: 'Member profile' },
    lazy: screen(
      () => import('./routes/public/member-route'),
      (m) => m.MemberRoute,
    ),
  },
  {
    path: 'news',
    handle: { title: 'News' },
    loader: newsLoader,
    lazy: screen(
      () => import('./routes/public/news-route'),
      (m) => m.NewsRoute,
    ),
  },
  {
    path: 'news/:slug',
    handle: { title: 'News' },
    loader: newsPostLoader,
    lazy: screen(
      () => import('./routes/public/news-post-route'),
      (m) => m.NewsPostRoute,
    ),
  },
  {
    path: 'resources',
    handle: { title: 'Resources', feature: 'resources' },
    loader: resourcesLoader,
    lazy: screen(
      () => import('./routes/public/resources-route'),
      (m) => m.ResourcesRoute,
    ),
  },
  {
    path: 'resources/:slug',
    handle: { title: 'Resource', feature: 'resources' },
    loader: resourceLoader,
    lazy: screen(
      () => import('./routes/public/resource-route'),
      (m) => m.ResourceRoute,
    ),
  },
  {
    path: 'promotions',
    handle: { title: 'Promotions', feature: 'promotions' },
    lazy: screen(
      () => import('./routes/public/promotions-route'),
      (m) => m.PromotionsRoute,
    ),
  },
  {
    path: 'promotions/:slug',
    handle: { title: 'Promotion', feature: 'promotions' },
    lazy: screen(
      () => import('./routes/public/promotion-route'),
      (m) => m.PromotionRoute,
    ),
  },
  {
    path: 'polls',
    handle: { title: 'Polls', feature: 'polls' },
    lazy: screen(
      () => import('./routes/public/polls-route'),
      (m) => m.PollsRoute,
    ),
  },
  {
    path: 'polls/:id',
    handle: { title: 'Poll', feature: 'polls' },
    lazy: screen(
      () => import('./routes/public/poll-route'),
      (m) => m.PollRoute,
    ),
  },
  {
    path: 'surveys',
    handle: { title: 'Surveys', feature: 'surveys' },
    lazy: screen(
      () => import('./routes/public/surveys-route'),
      (m) => m.SurveysRoute,
    ),
  },
  {
    path: 'surveys/:id',
    handle: { title: 'Survey', feature: 'surveys' },
    lazy: screen(
      () => import('./routes/public/survey-route'),
      (m) => m.SurveyRoute,
    ),
  },
  {
    path: 'feed',
    handle: { title: 'Feed' },
    lazy: screen(
      () => import('@/features/feed/components/feed-screen'),
      (m) => m.FeedScreen,
    ),
  },
  {
    path: 'pages/:slug',
    handle: { title: 'Page' },
    lazy: screen(
      () => import('./routes/public/page-route'),
      (m) => m.PageRoute,
    ),
  },
  {
    path: 'faq',
    handle: { title: 'FAQ' },
    lazy: screen(
      () => import('@/features/pages/components/faq-screen'),
      (m) => m.FaqScreen,
    ),
  },
  {
    path: 'newsletter/confirm',
    handle: { title: 'Newsletter' },
    lazy: screen(
      () => import('@/features/pages/components/newsletter-confirm-screen'),
      (m) => m.NewsletterConfirmScreen,
    ),
  },
  ...PUBLIC_COMING_SOON.map(soon),
  {
    path: 'signin',
    handle: { title: 'Sign in' },
    lazy: screen(
      () => import('@/features/auth/components/signin-page'),
      (m) => m.SigninPage,
    ),
  },
  {
    path: 'signup',
    handle: { title: 'Join' },
    lazy: screen(
      () => import('./routes/public/signup'),
      (m) => m.SignupRoute,
    ),
  },
  {
    path: 'signout',
    handle: { title: 'Signing out' },
    lazy: screen(
      () => import('@/features/auth/components/signout-page'),
      (m) => m.SignoutPage,
    ),
  },
  {
    path: 'forgot-password',
    handle: { title: 'Forgot your password?' },
    lazy: screen(
      () => import('@/features/auth/components/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'reset-password',
    handle: { title: 'Choose a new password' },
    lazy: screen(
      () => import('@/features/auth/components/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: 'dev/outbox',
    handle: { title: 'Development outbox' },
    lazy: screen(
      () => import('@/features/dev-outbox/components/outbox-page'),
      (m) => m.OutboxPage,
    ),
  },
]

/** Signed-in members only; visitors are sent to sign in and brought back. */
const memberScreens: RouteObject[] = [
  {
    path: 'forum/private',
    handle: { title: 'Private threads', feature: 'forum' },
    lazy: screen(
      () => import('./routes/public/forum-private-route'),
      (m) => m.ForumPrivateRoute,
    ),
  },
  {
    path: 'my-events',
    handle: { title: 'My events', feature: 'events' },
    lazy: screen(
      () => import('./routes/public/my-events-route'),
      (m) => m.MyEventsRoute,
    ),
  },
  {
    path: 'my-tickets',
    handle: { title: 'My tickets', feature: 'events' },
    lazy: screen(
      () => import('./routes/public/my-tickets-route'),
      (m) => m.MyTicketsRoute,
    ),
  },
  {
    path: 'my-news',
    handle: { title: 'My news' },
    lazy: screen(
      () => import('./routes/public/my-news-route'),
      (m) => m.MyNewsRoute,
    ),
  },
  {
    path: 'my-promotions',
    handle: { title: 'My promotions', feature: 'promotions' },
    lazy: screen(
      () => import('./routes/public/my-promotions-route'),
      (m) => m.MyPromotionsRoute,
    ),
  },
  {
    path: 'claimed-promotions',
    handle: { title: 'Claimed promotions', feature: 'promotions' },
    lazy: screen(
      () => import('./routes/public/claimed-promotions-route'),
      (m) => m.ClaimedPromotionsRoute,
    ),
  },
  {
    path: 'my-polls',
    handle: { title: 'My polls', feature: 'polls' },
    lazy: screen(
      () => import('./routes/public/my-polls-route'),
      (m) => m.MyPollsRoute,
    ),
  },
  {
    path: 'my-network',
    handle: { title: 'My network' },
    lazy: screen(
      () => import('@/features/connections/components/network-screen'),
      (m) => m.NetworkScreen,
    ),
  },
  {
    path: 'my-connection-requests',
    handle: { title: 'My connection requests' },
    lazy: screen(
      () => import('@/features/connections/components/connection-requests-screen'),
      (m) => m.ConnectionRequestsScreen,
    ),
  },
  {
    path: 'my-pending-requests',
    handle: { title: 'My pending requests' },
    lazy: screen(
      () => import('@/features/connections/components/pending-requests-screen'),
      (m) => m.PendingRequestsScreen,
    ),
  },
  {
    path: 'my-feed',
    handle: { title: 'My feed' },
    lazy: screen(
      () => import('@/features/feed/components/my-feed-screen'),
      (m) => m.MyFeedScreen,
    ),
  },
  {
    path: 'my-blocked-members',
    handle: { title: 'Blocked members' },
    lazy: screen(
      () => import('@/features/connections/components/blocked-members-screen'),
      (m) => m.BlockedMembersScreen,
    ),
  },
  {
    path: 'notifications',
    handle: { title: 'Notifications' },
    lazy: screen(
      () => import('@/features/notifications/components/notifications-page'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: 'account/profile',
    handle: { title: 'Edit profile' },
    lazy: screen(
      () => import('@/features/members/components/edit-profile-screen'),
      (m) => m.EditProfileScreen,
    ),
  },
  {
    path: 'messages',
    handle: { title: 'Messages' },
    lazy: screen(
      () => import('@/features/messages/components/messages-page'),
      (m) => m.MessagesPage,
    ),
  },
  {
    path: 'messages/:threadId',
    handle: { title: 'Messages' },
    lazy: screen(
      () => import('@/features/messages/components/messages-page'),
      (m) => m.MessagesPage,
    ),
  },
  {
    path: 'account',
    handle: { title: 'Your account' },
    lazy: screen(
      () => import('@/features/account/components/account-page'),
      (m) => m.AccountPage,
    ),
  },
  ...MEMBER_COMING_SOON.map(soon),
]

export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: screen(
      () => import('./app-root'),
      (m) => m.AppRoot,
    ),
    // A crash in the frame itself; screens below have their own boundary inside the frame.
    ErrorBoundary: RouteError,
    HydrateFallback: ShellFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...publicScreens,
          {
            lazy: screen(
              () => import('./guards/require-member'),
              (m) => m.RequireMember,
            ),
            children: memberScreens,
          },
          // One lazy branch: the admin area's code ships in its own chunks; it guards its own role.
          {
            path: 'admin/*',
            handle: { title: 'Admin', wide: true },
            lazy: () => import('./routes/admin/index'),
          },
          {
            path: '*',
            handle: { title: 'Page not found' },
            lazy: screen(
              () => import('@/components/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
