import type { PageResource } from '@worker/pages/pages.schemas'

/** A page as GET /api/pages/{slug} answers it. */
export const pageFixture = (overrides: Partial<PageResource> = {}): PageResource => ({
  id: 11,
  type: 'page',
  slug: 'about-us',
  title: 'About us',
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'We meet on Tuesdays.' }] }],
  },
  status: 'approved',
  settings: {},
  img: null,
  is_system: false,
  total_impressions: 0,
  faq_settings: null,
  user_id: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  ...overrides,
})

export const faqPageFixture = (overrides: Partial<PageResource> = {}) =>
  pageFixture({
    id: 1,
    slug: 'faq',
    title: 'Frequently asked questions',
    is_system: true,
    body: { type: 'doc', content: [{ type: 'paragraph' }] },
    faq_settings: {
      faq_title: 'Questions & answers',
      faq_logo: null,
      faq_colour: '#1F4E79',
      faq_sub_heading: 'Ask us anything',
      faq_default_questions: ['How do I join?', 'Is there parking?'],
    },
    ...overrides,
  })
