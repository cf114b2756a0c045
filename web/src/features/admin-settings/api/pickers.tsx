import type { AdminColumn } from '@/components/admin/admin-table'
import { PICKER_PAGE_SIZE, type PickerConfig } from '@/components/admin/picker-modal'
import { api } from '@/lib/api-client'
import { formatDate, formatDateTime } from '@/lib/dates'

/**
 * The featured-item pickers of the homepage settings (spec 02 §2), one config each. Promotion,
 * poll and package pickers join as entries when those features land.
 */
const paging = (page: number) => ({ page: String(page), page_size: String(PICKER_PAGE_SIZE) })
const filtered = (key: string, value: string) => (value ? { [key]: value } : {})

type Titled = { id: number; title: string; created_at: string }
const titled = <Row extends Titled>(): AdminColumn<Row>[] => [
  { header: 'Title', cell: (row) => row.title, miw: 200 },
  { header: 'Created', cell: (row) => formatDate(row.created_at) },
]

type UserRow = Awaited<ReturnType<typeof loadUsers>>['data'][number]
const loadUsers = async (filter: string, page: number, signal: AbortSignal) =>
  (
    await api.users.$get(
      { query: { ...paging(page), ...filtered('full_name', filter) } },
      { init: { signal } },
    )
  ).json()

export const memberPicker: PickerConfig<UserRow> = {
  title: 'Choose a featured member',
  filterLabel: 'Name',
  empty: 'No users found',
  noun: { one: 'user', many: 'users' },
  queryKey: ['users'],
  load: loadUsers,
  labelOf: (row) => row.full_name,
  minWidth: 640,
  columns: [
    { header: 'Name', cell: (row) => row.full_name, miw: 160 },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Registered', cell: (row) => formatDate(row.created_at) },
    {
      header: 'Last sign-in',
      cell: (row) => (row.last_signin_at ? formatDateTime(row.last_signin_at) : 'Never'),
    },
  ],
}

type EventRow = Awaited<ReturnType<typeof loadEvents>>['data'][number]
const loadEvents = async (filter: string, page: number, signal: AbortSignal) =>
  (
    await api.events.$get(
      { query: { ...paging(page), ...filtered('q', filter), is_parent: '1', order: 'desc' } },
      { init: { signal } },
    )
  ).json()

export const eventPicker: PickerConfig<EventRow> = {
  title: 'Choose a featured event',
  filterLabel: 'Title',
  empty: 'No events found',
  noun: { one: 'event', many: 'events' },
  queryKey: ['events'],
  load: loadEvents,
  labelOf: (row) => row.title,
  columns: [
    { header: 'Title', cell: (row) => row.title, miw: 200 },
    { header: 'Starts', cell: (row) => formatDateTime(row.starts_at) },
  ],
}

type NewsRow = Awaited<ReturnType<typeof loadNews>>['data'][number]
const loadNews = async (filter: string, page: number, signal: AbortSignal) =>
  (
    await api.news.$get(
      { query: { ...paging(page), ...filtered('q', filter) } },
      { init: { signal } },
    )
  ).json()

export const newsPicker: PickerConfig<NewsRow> = {
  title: 'Choose a featured news post',
  filterLabel: 'Title',
  empty: 'No posts found',
  noun: { one: 'post', many: 'posts' },
  queryKey: ['news'],
  load: loadNews,
  labelOf: (row) => row.title,
  columns: titled<NewsRow>(),
}

type ResourceRow = Awaited<ReturnType<typeof loadResources>>['data'][number]
const loadResources = async (filter: string, page: number, signal: AbortSignal) =>
  (
    await api.resources.$get(
      { query: { ...paging(page), ...filtered('q', filter) } },
      { init: { signal } },
    )
  ).json()

export const resourcePicker: PickerConfig<ResourceRow> = {
  title: 'Choose a featured resource',
  filterLabel: 'Title',
  empty: 'No resources found',
  noun: { one: 'resource', many: 'resources' },
  queryKey: ['resources'],
  load: loadResources,
  labelOf: (row) => row.title,
  columns: titled<ResourceRow>(),
}

type PollRow = Awaited<ReturnType<typeof loadPolls>>['data'][number]
const loadPolls = async (filter: string, page: number, signal: AbortSignal) =>
  (
    await api.polls.$get(
      { query: { ...paging(page), ...filtered('q', filter), type: 'poll' } },
      { init: { signal } },
    )
  ).json()

/** Spec 02 §2 poll picker (M02-PICKER-08): approved polls by title. */
export const pollPicker: PickerConfig<PollRow> = {
  title: 'Choose a featured poll',
  filterLabel: 'Title',
  empty: 'No polls found',
  noun: { one: 'poll', many: 'polls' },
  queryKey: ['polls'],
  load: loadPolls,
  labelOf: (row) => row.title,
  columns: [
    { header: 'Title', cell: (row) => row.title, miw: 200 },
    { header: 'Ends', cell: (row) => formatDate(row.ends_at) },
  ],
}

type PromotionRow = Awaited<ReturnType<typeof loadPromotions>>['data'][number]
const loadPromotions = async (filter: string, page: number, signal: AbortSignal) =>
  (
    await api.promotions.$get(
      { query: { ...paging(page), ...filtered('q', filter) } },
      { init: { signal } },
    )
  ).json()

export const promotionPicker: PickerConfig<PromotionRow> = {
  title: 'Choose a featured promotion',
  filterLabel: 'Title',
  empty: 'No promotions found',
  noun: { one: 'promotion', many: 'promotions' },
  queryKey: ['promotions'],
  load: loadPromotions,
  labelOf: (row) => row.title,
  minWidth: 560,
  columns: [
    { header: 'Title', cell: (row) => row.title, miw: 200 },
    { header: 'Company', cell: (row) => row.settings.company_name },
    { header: 'Ends', cell: (row) => formatDate(row.ends_at) },
  ],
}
