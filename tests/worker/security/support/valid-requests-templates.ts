/**
 * Valid requests of the email and push template routes (spec 02 §7): they read and save the
 * seeded 'forum.mention' templates with their own placeholders, so a refusal is the guard's doing.
 */
import {
  listTemplatesQuery,
  templateKeyParam,
  updateEmailTemplateInput,
  updatePushTemplateInput,
} from '@worker/templates/templates.schemas'
import type { RequestSpec } from './valid-requests'

export const TEMPLATE_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/email-templates': {
    input: { query: listTemplatesQuery },
    build: () => ({ path: '/api/email-templates?page=1&q=forum' }),
  },
  'GET /api/email-templates/:key': {
    input: { param: templateKeyParam },
    build: () => ({ path: '/api/email-templates/forum.mention' }),
  },
  'PUT /api/email-templates/:key': {
    input: { param: templateKeyParam, json: updateEmailTemplateInput },
    build: () => ({
      path: '/api/email-templates/forum.mention',
      json: {
        subject: ':actor_name mentioned you in ":thread_title"',
        body: 'Hi :name,\n\n:actor_name mentioned you on :site_name:\n\n:link',
        status: 'approved',
        active: true,
      },
    }),
  },
  'GET /api/push-notifications': {
    input: { query: listTemplatesQuery },
    build: () => ({ path: '/api/push-notifications?page=1&q=forum' }),
  },
  'GET /api/push-notifications/:key': {
    input: { param: templateKeyParam },
    build: () => ({ path: '/api/push-notifications/forum.mention' }),
  },
  'PUT /api/push-notifications/:key': {
    input: { param: templateKeyParam, json: updatePushTemplateInput },
    build: () => ({
      path: '/api/push-notifications/forum.mention',
      json: {
        subject: 'You were mentioned',
        notification: ':actor_name mentioned you in ":thread_title".',
        active: true,
      },
    }),
  },
}
