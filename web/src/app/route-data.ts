import type { LoaderFunctionArgs } from 'react-router'
import { eventQueryOptions } from '@/features/events/api/get-event'
import { eventCategoriesOptions } from '@/features/events/api/list-categories'
import { eventsListOptions } from '@/features/events/api/list-events'
import { readEventsParams } from '@/features/events/lib/events-params'
import { repliesSeeder, threadQueryOptions } from '@/features/forum/api/get-thread'
import { forumCategoriesOptions } from '@/features/forum/api/list-categories'
import { homeQueryOptions } from '@/features/home/api/get-home'
import { newsQueryOptions } from '@/features/news/api/get-news'
import { newsListOptions } from '@/features/news/api/list-news'
import { resourceQueryOptions } from '@/features/resources/api/get-resource'
import { resourcesListOptions } from '@/features/resources/api/list-resources'
import { can, subjectOf } from '@/lib/access'
import { meKeys, type Me } from '@/lib/session'
import { settingsKeys, type SiteSettings } from '@/lib/site-settings'
import { queryClient } from './app-query-client'
import { isFeatureOn, type SiteFeature } from '@/lib/site-features'

/**
 * Route loaders that start a screen's first API request the moment its address is matched, side
 * by side with the download of the screen's code, instead of after it: on a phone that is one to
 * three round trips sooner. The screen's own query (same options, same key) finds the request in
 * flight or its answer cached. A loader never waits and never fails: it returns at once, and an
 * error is left to the screen's query to show. Nothing starts while the site settings are not
 * known (no boot data, as under Vite's dev server) or when the area is switched off, where the
 * screen would not ask either.
 */
const whenOn = (feature: SiteFeature, start: () => unknown) => {
  const settings = queryClient.getQueryData<SiteSettings>(settingsKeys.all)
  if (settings && isFeatureOn(settings, feature)) void start()
  return null
}

/**
 * /: the home page's one request, for the viewer the session says is here. Nothing starts while
 * the session or the settings are unknown: the screen asks once it knows who is looking.
 */
export const homeLoader = () => {
  const settings = queryClient.getQueryData<SiteSettings>(settingsKeys.all)
  const me = queryClient.getQueryState<Me | null>(meKeys.all)
  if (settings && me?.status === 'success')
    void queryClient.prefetchQuery(homeQueryOptions(me.data?.id ?? null))
  return null
}

/** /events: the first page of the list (or nothing: the calendar asks for its own range). */
export const eventsLoader = ({ request }: LoaderFunctionArgs) =>
  whenOn('events', () => {
    const { q, categories, view } = readEventsParams(new URL(request.url).searchParams)
    void queryClient.prefetchQuery(eventCategoriesOptions())
    if (view === 'list')
      void queryClient.prefetchInfiniteQuery(eventsListOptions({ scope: 'public', q, categories }))
  })

/** /events/:slug: the event with its tickets and sub-events. */
export const eventLoader = ({ params }: LoaderFunctionArgs) =>
  whenOn('events', () => params.slug && queryClient.prefetchQuery(eventQueryOptions(params.slug)))

/** /forum: the category cards. */
export const forumIndexLoader = () =>
  whenOn('forum', () => queryClient.prefetchQuery(forumCategoriesOptions()))

/** /forum/:category/:thread: the thread and its first page of replies, in one request. */
export const forumThreadLoader = ({ params }: LoaderFunctionArgs) =>
  whenOn(
    'forum',
    () =>
      params.category &&
      params.thread &&
      queryClient.prefetchQuery(
        threadQueryOptions(params.category, params.thread, repliesSeeder(queryClient)),
      ),
  )

/**
 * An area behind a view permission: nothing starts unless the session is known and holds it (the
 * screen would send a visitor to sign in, and tell a member they may not, without asking).
 */
const whenAllowed = (permission: string, feature: SiteFeature | null, start: () => unknown) => {
  const settings = queryClient.getQueryData<SiteSettings>(settingsKeys.all)
  const me = queryClient.getQueryState<Me | null>(meKeys.all)
  if (!settings || me?.status !== 'success') return null
  if (feature && !isFeatureOn(settings, feature)) return null
  if (can(subjectOf(me.data), permission)) void start()
  return null
}

/** /news: the first 12 posts. */
export const newsLoader = () =>
  whenAllowed('news.view:directory', null, () =>
    queryClient.prefetchInfiniteQuery(newsListOptions({ scope: 'public' })),
  )

/** /news/:slug: the post. */
export const newsPostLoader = ({ params }: LoaderFunctionArgs) =>
  whenAllowed(
    'news.view:directory',
    null,
    () => params.slug && queryClient.prefetchQuery(newsQueryOptions(params.slug)),
  )

/** /resources: the first 12 resources. */
export const resourcesLoader = () =>
  whenAllowed('resources.view', 'resources', () =>
    queryClient.prefetchInfiniteQuery(resourcesListOptions()),
  )

/** /resources/:slug: the resource (or, behind a group, its card). */
export const resourceLoader = ({ params }: LoaderFunctionArgs) =>
  whenAllowed(
    'resources.view',
    'resources',
    () => params.slug && queryClient.prefetchQuery(resourceQueryOptions(params.slug)),
  )
