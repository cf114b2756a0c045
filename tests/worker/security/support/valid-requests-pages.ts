/**
 * Valid requests of the pages, FAQ and newsletter routes (spec 01 §7, spec 02 §7). Pages have no
 * owner split (pages.manage edits any page); writes that destroy get a fresh page each. The FAQ
 * form and the newsletter box are limited per IP, so each call comes from its own address.
 */
import { exports } from 'cloudflare:workers'
import { faqQuestions, newsletterSubscribers, posts } from '@worker/db/schema'
import { randomToken, sha256Hex } from '@worker/lib/crypto'
import { idParam } from '@worker/lib/params'
import {
  askFaqInput,
  createPageInput,
  listFaqQuestionsQuery,
  listPagesQuery,
  newsletterInput,
  newsletterTokenInput,
  pageKeyParam,
  updateFaqQuestionInput,
  updatePageInput,
} from '@worker/pages/pages.schemas'
import { solveCaptcha } from '../../../helpers/captcha'
import { db } from '../../../helpers/factories'
import type { RequestSpec } from './valid-requests'

let sequence = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`
const freshIp = () => `198.19.${Math.floor(sequence / 250) % 250}.${(sequence += 1) % 250}`

const createPage = async () => {
  const slug = unique('matrix-page')
  const [row] = await db
    .insert(posts)
    .values({ type: 'page', slug, title: `Matrix page ${slug}`, status: 'approved' })
    .returning({ id: posts.id, slug: posts.slug })
  return row!
}

const createQuestion = async () => {
  const [row] = await db
    .insert(faqQuestions)
    .values({ name: 'Matrix', email: 'matrix@example.test', question: 'Is it open?' })
    .returning({ id: faqQuestions.id })
  return row!
}

/** A pending subscriber and the token of its emailed link. */
const pendingSubscriber = async () => {
  const token = randomToken()
  await db.insert(newsletterSubscribers).values({
    email: `${unique('subscriber')}@example.test`,
    status: 'pending',
    tokenHash: await sha256Hex(token),
  })
  return token
}

export const PAGE_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/pages': {
    input: { query: listPagesQuery },
    build: () => ({ path: '/api/pages?page=1&page_size=15' }),
  },
  'GET /api/pages/:id': {
    reuse: 'owner',
    input: { param: pageKeyParam },
    build: async () => ({ path: `/api/pages/${(await createPage()).slug}` }),
  },
  'POST /api/pages': {
    input: { json: createPageInput },
    build: () => ({ path: '/api/pages', json: { type: 'page', title: unique('Matrix page') } }),
  },
  'PUT /api/pages/:id': {
    reuse: 'owner',
    input: { param: pageKeyParam, json: updatePageInput },
    build: async () => ({
      path: `/api/pages/${(await createPage()).id}`,
      json: { type: 'page', title: unique('Renamed page') },
    }),
  },
  'DELETE /api/pages/:id': {
    input: { param: pageKeyParam },
    build: async () => ({ path: `/api/pages/${(await createPage()).id}` }),
  },
  'POST /api/faq': {
    input: { json: askFaqInput },
    build: async () => ({
      path: '/api/faq',
      json: {
        name: 'Matrix Visitor',
        email: `${unique('asker')}@example.test`,
        question: 'When does the clubhouse open?',
        gRecaptchaResponse: await solveCaptcha(exports.default),
      },
      headers: { 'cf-connecting-ip': freshIp() },
    }),
  },
  'GET /api/faq-questions': {
    input: { query: listFaqQuestionsQuery },
    build: () => ({ path: '/api/faq-questions?page=1' }),
  },
  'PUT /api/faq-questions/:id': {
    reuse: 'owner',
    input: { param: idParam, json: updateFaqQuestionInput },
    build: async () => ({
      path: `/api/faq-questions/${(await createQuestion()).id}`,
      json: { answered: true },
    }),
  },
  'POST /api/users/newsletter': {
    input: { json: newsletterInput },
    build: () => ({
      path: '/api/users/newsletter',
      json: { email: `${unique('reader')}@example.test` },
      headers: { 'cf-connecting-ip': freshIp() },
    }),
  },
  'POST /api/users/newsletter/confirm': {
    input: { json: newsletterTokenInput },
    build: async () => ({
      path: '/api/users/newsletter/confirm',
      json: { token: await pendingSubscriber() },
    }),
  },
  'POST /api/users/newsletter/unsubscribe': {
    input: { json: newsletterTokenInput },
    build: async () => ({
      path: '/api/users/newsletter/unsubscribe',
      json: { token: await pendingSubscriber() },
    }),
  },
  'GET /api/users/newsletter/export': {
    build: () => ({ path: '/api/users/newsletter/export' }),
  },
}
