import type { EmailTemplate } from '@/features/admin-templates/api/email-templates'
import type { PushTemplate } from '@/features/admin-templates/api/push-templates'
import { EmailTemplatesScreen } from '@/features/admin-templates/components/email-templates-screen'
import { PushTemplatesScreen } from '@/features/admin-templates/components/push-templates-screen'
import { item, page, settings } from '../admin/helpers/fixtures'
import { mockApi } from '../admin/helpers/mock-api'
import { renderWithProviders } from '../admin/helpers/render'

/** Shared set-up of the Email templates and Push notifications screens' tests. */
export const mention = (overrides: Partial<EmailTemplate> = {}): EmailTemplate => ({
  key: 'forum.mention',
  label: 'Someone mentions you in the forum',
  subject: ':actor_name mentioned you in ":thread_title"',
  body: 'Hi :name,\n\n:actor_name mentioned you on :site_name.\n\n:link',
  status: 'approved',
  placeholders: [':site_name', ':name', ':link', ':actor_name', ':thread_title'],
  can_disable: true,
  active: true,
  ...overrides,
})

export const approved = mention({
  key: 'user.approved',
  label: 'Your membership is approved',
  subject: 'Welcome to :site_name',
  body: 'Hi :name, sign in: :link',
  placeholders: [':site_name', ':name', ':link'],
  can_disable: false,
  active: false,
})

export const pushMention = (overrides: Partial<PushTemplate> = {}): PushTemplate => ({
  key: 'forum.mention',
  label: 'Someone mentions you in the forum',
  subject: 'You were mentioned',
  notification: ':actor_name mentioned you in ":thread_title".',
  placeholders: [':site_name', ':name', ':link', ':actor_name', ':thread_title'],
  can_disable: true,
  active: true,
  updated_at: '2026-11-27T00:00:00.000Z',
  ...overrides,
})

const riverside = () => {
  const base = settings()
  return item({ ...base.data, site_name: 'Riverside Club' })
}

export const templatesApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/settings': riverside,
    'GET /api/email-templates': () => page([mention(), approved], { total: 2 }),
    'GET /api/email-templates/:key': ({ params }) =>
      item([mention(), approved].find((t) => t.key === params.key)),
    'GET /api/push-notifications': () => page([pushMention()]),
    'GET /api/push-notifications/:key': () => item(pushMention()),
    ...overrides,
  })

export const renderEmailTemplates = (route = '/admin/settings/email-templates') =>
  renderWithProviders(<EmailTemplatesScreen />, {
    route,
    path: '/admin/settings/email-templates',
  })

export const renderPushTemplates = (route = '/admin/settings/push-notifications') =>
  renderWithProviders(<PushTemplatesScreen />, {
    route,
    path: '/admin/settings/push-notifications',
  })

export { item }
