import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CUSTOM_ATTR_KEYS_ONCE,
  LINK_HREF_MESSAGE,
  ONE_DEFAULT_TIER,
  SELECT_NEEDS_OPTIONS,
  SEND_AT_MESSAGE,
  type SavableSettings,
} from '@worker/settings/settings.schemas'
import { apiAs, errorOf, send } from '../helpers/api'
import { signedInAs } from '../helpers/factories'

/** The settings the footer, custom, GDPR, digest and charges screens save (issue 16). */

const TOUCHED = [
  'links_header',
  'links_footer',
  'custom_event_attrs',
  'gdpr_settings',
  'email_digest',
  'news_charge_enabled',
  'news_charge_price',
  'news_charge_accept_online_payments',
  'poll_charge_price',
  'promotion_tiers',
]

afterEach(async () => {
  await env.DB.prepare(
    `DELETE FROM site_settings WHERE key IN (${TOUCHED.map(() => '?').join(', ')})`,
  )
    .bind(...TOUCHED)
    .run()
})

const asAdmin = async () => apiAs((await signedInAs('admin')).session)

const save = async (settings: Partial<SavableSettings>) =>
  send((await asAdmin()).settings.$put({ json: { settings } }))

describe('PUT /api/settings: header and footer links', () => {
  it('saves paths on the site and web addresses, and reads them back in order', async () => {
    const links_header = [
      { label: 'About us', href: '/pages/about-us' },
      { label: 'Partner', href: 'https://partner.example.org/hello?x=1' },
    ]
    const links_footer = [{ label: 'FAQ', href: '/faq' }]
    const res = await save({ links_header, links_footer })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ links_header, links_footer })
    const read = await send((await asAdmin()).settings.$get())
    expect(read.body.data.links_header).toEqual(links_header)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'mailto:a@b.test',
    'faq',
    'ftp://files.example',
  ])('refuses the address %j with a message on the link', async (href) => {
    const res = await save({
      links_footer: [
        { label: 'Ok', href: '/ok' },
        { label: 'Bad', href },
      ],
    })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toEqual({ 'settings.links_footer.1.href': [LINK_HREF_MESSAGE] })
  })

  it('refuses a 21st header link and a 41st footer link, and an empty label', async () => {
    const link = { label: 'x', href: '/x' }
    const tooMany = await save({
      links_header: Array.from({ length: 21 }, () => link),
      links_footer: Array.from({ length: 41 }, () => link),
    })
    expect(errorOf(tooMany).errors).toEqual({
      'settings.links_header': ['At most 20 header links'],
      'settings.links_footer': ['At most 40 footer links'],
    })
    const blank = await save({ links_header: [{ label: '  ', href: '/x' }] })
    expect(errorOf(blank).errors).toEqual({ 'settings.links_header.0.label': ['Enter a label'] })
  })
})

describe('PUT /api/settings: custom event attributes', () => {
  it('saves attributes an event can copy, and refuses duplicate keys and a choice without options', async () => {
    const attrs = [
      { key: 'dietary', label: 'Dietary needs', type: 'text' as const, options: [] },
      { key: 'tshirt', label: 'T-shirt size', type: 'select' as const, options: ['S', 'M'] },
    ]
    expect((await save({ custom_event_attrs: attrs })).body.data.custom_event_attrs).toEqual(attrs)
    const bad = await save({
      custom_event_attrs: [
        ...attrs,
        { key: 'dietary', label: 'Dietary', type: 'text', options: [] },
        { key: 'size', label: 'Size', type: 'select', options: [] },
      ],
    })
    expect(bad.status).toBe(422)
    expect(errorOf(bad).errors).toEqual({
      'settings.custom_event_attrs.2.key': [CUSTOM_ATTR_KEYS_ONCE],
      'settings.custom_event_attrs.3.options': [SELECT_NEEDS_OPTIONS],
    })
  })
})

describe('PUT /api/settings: GDPR', () => {
  const gdpr = (content: string, threshold: string | null = '6 months') => ({
    signup: { content, modified: null },
    reminder: { content: 'Please check your details.', threshold },
  })

  it('sets signup.modified when the sign-up text changes, and keeps it when it does not', async () => {
    const before = Date.now()
    const first = await save({ gdpr_settings: gdpr('New consent text') })
    expect(first.status).toBe(200)
    const modified = first.body.data.gdpr_settings.signup.modified
    expect(Date.parse(modified!)).toBeGreaterThanOrEqual(before - 1000)
    expect(first.body.data.gdpr_settings.reminder).toEqual({
      content: 'Please check your details.',
      threshold: '6 months',
    })
    // The client cannot move the date: an unchanged text keeps the stored one.
    const again = await save({
      gdpr_settings: {
        ...gdpr('New consent text', null),
        signup: { content: 'New consent text', modified: '2001-01-01T00:00:00.000Z' },
      },
    })
    expect(again.body.data.gdpr_settings.signup.modified).toBe(modified)
    expect(again.body.data.gdpr_settings.reminder.threshold).toBeNull()
  })

  it.each(['6', 'six months', '0 days', '6 fortnights'])(
    'refuses the threshold %j on its field',
    async (threshold) => {
      const res = await save({ gdpr_settings: gdpr('Text', threshold) })
      expect(res.status).toBe(422)
      expect(Object.keys(errorOf(res).errors ?? {})).toEqual([
        'settings.gdpr_settings.reminder.threshold',
      ])
    },
  )
})

describe('PUT /api/settings/email_digest', () => {
  it('saves send_at and answers data.value.send_at; refuses a time that does not exist', async () => {
    const admin = await asAdmin()
    const res = await send(
      admin.settings[':key'].$put({
        param: { key: 'email_digest' },
        json: { value: { send_at: '18:45' } },
      }),
    )
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { key: 'email_digest', value: { send_at: '18:45' } } })
    const bad = await send(
      admin.settings[':key'].$put({
        param: { key: 'email_digest' },
        json: { value: { send_at: '25:00' } },
      }),
    )
    expect(bad.status).toBe(422)
    expect(errorOf(bad).errors).toEqual({ 'value.send_at': [SEND_AT_MESSAGE] })
  })
})

describe('PUT /api/settings: charges and promotion tiers', () => {
  const tier = (key: 'gold' | 'platinum' | 'silver' | 'bronze', level: number, extra = {}) => ({
    key,
    enabled: true,
    label: key[0]!.toUpperCase() + key.slice(1),
    price: 0,
    level,
    default: false,
    ...extra,
  })

  it('saves a content charge in minor units and a tier price', async () => {
    const tiers = [
      tier('platinum', 4, { price: 4999 }),
      tier('gold', 3, { price: 1999, default: true }),
      tier('silver', 2, { enabled: false }),
      tier('bronze', 1, { enabled: false }),
    ]
    const res = await save({
      news_charge_enabled: true,
      news_charge_price: 1250,
      news_charge_accept_online_payments: true,
      promotion_tiers: tiers,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      news_charge_enabled: true,
      news_charge_price: 1250,
      news_charge_accept_online_payments: true,
      poll_charge_enabled: false,
      promotion_tiers: tiers,
    })
  })

  it.each([
    ['no default', [tier('gold', 3), tier('platinum', 4)]],
    ['two defaults', [tier('gold', 3, { default: true }), tier('platinum', 4, { default: true })]],
    [
      'a disabled default',
      [tier('gold', 3, { default: true }), tier('silver', 2, { enabled: false, default: true })],
    ],
  ])('refuses tiers with %s', async (_, tiers) => {
    const res = await save({ promotion_tiers: tiers })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toEqual({ 'settings.promotion_tiers': [ONE_DEFAULT_TIER] })
  })

  it('refuses a negative or fractional price', async () => {
    const res = await save({ poll_charge_price: -1 })
    expect(res.status).toBe(422)
    expect(Object.keys(errorOf(res).errors ?? {})).toEqual(['settings.poll_charge_price'])
    expect((await save({ news_charge_price: 12.5 })).status).toBe(422)
  })
})
