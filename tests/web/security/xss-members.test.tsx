import { type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { profileActions } from '@/app/routes/public/member-route'
import { MembersRoute } from '@/app/routes/public/members-route'
import { ConnectRequestModal } from '@/components/members/connect-request-modal'
import { ImageCropInput } from '@/components/uploads/image-crop-input'
import type { MemberProfile } from '@/features/members/api/get-member'
import type { MemberItem } from '@/features/members/api/list-members'
import type { UserRecord } from '@/features/members/api/update-profile'
import { MemberCard } from '@/features/members/components/member-card'
import { MemberProfileScreen } from '@/features/members/components/member-profile-screen'
import { ProfileForm } from '@/features/members/components/profile-form'
import { IMAGE_TARGETS } from '@/lib/uploads/image-targets'
import type { UserAttribute } from '@/lib/user-attributes'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { isAllowedUrl, missingTexts, scanDom } from './xss-dom'
import { SAFE, settleWithin, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for the members screens (issue 13): every payload of the corpus as each
 * text a member controls — full name, company, industry, place name, bio, interests, custom
 * attribute values, contact details, picture and profile addresses — on the directory's cards (at
 * each size) and the send connect request modal they open, on a member's profile (with its
 * Connect, Message and Block/Report buttons and the connections it lists) and in the edit-profile
 * form. The DOM must hold only allowlisted elements, attributes and schemes (contact links only
 * web and tel: addresses, pictures only app paths and http(s)), with the payloads shown as text
 * or held as the fields' values.
 */

const payloads = XSS_CORPUS

// happy-dom has no document.fonts, which the bio's autosizing textarea listens to.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })

vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)

/**
 * What the profile form renders beyond the allowlist, on purpose: its form controls and their
 * attributes. A payload in an input's value is data, never markup; the scan still fails on any
 * other element, event handler or address.
 */
const FORM_ELEMENTS = ['form', 'fieldset', 'legend', 'label', 'input', 'textarea']
const FORM_ATTRIBUTES = [
  'name',
  'value',
  'checked',
  'placeholder',
  'for',
  'aria-invalid',
  'autocomplete',
  'required',
  'readonly',
  'accept',
  'maxlength',
  'rows',
  'inputmode',
  'novalidate',
  'data-autofocus',
  'spellcheck',
]
const expectedProblem = (problem: string) =>
  FORM_ELEMENTS.some((tag) => problem.endsWith(`<${tag}> is not an allowed element`)) ||
  FORM_ATTRIBUTES.some((attr) => problem.endsWith(`has attribute ${attr}`))
const scanForm = (root: Element) => scanDom(root).filter((problem) => !expectedProblem(problem))

/** A profile lists its attributes and contact details as description lists: fixed structure. */
const LIST_ELEMENTS = ['dl', 'dt', 'dd']
const scanProfile = (root: Element) =>
  scanDom(root).filter(
    (problem) =>
      !LIST_ELEMENTS.some((tag) => problem.endsWith(`<${tag}> is not an allowed element`)),
  )

const { verdict } = xssTally('XSS (suite 4, members)', payloads.length, scanDom)

const ACTIVE = '2026-11-20T10:00:00.000Z'
const BATCH = 100
type Batch = { p: string; i: number }[]
const batches = (size = BATCH) => {
  const out: Batch[] = []
  for (let start = 0; start < payloads.length; start += size)
    out.push(payloads.slice(start, start + size).map((p, j) => ({ p, i: start + j })))
  return out
}
const item = (i: number, child: ReactNode) => (
  <div key={i} data-xss-item={i}>
    {child}
  </div>
)

/** A directory card's member with the payload in every text; the three button states in turn. */
const cardOf = (p: string, i: number): MemberItem => ({
  id: 1000 + i,
  site_id: 1,
  is_connected: i % 3 === 2,
  connect_requested: i % 3 === 1,
  full_name: p,
  forename: p,
  surname: p,
  initials: p.slice(0, 2),
  img: p,
  slug: p,
  company: p,
  industry: p,
  place_name: p,
  last_active_at: i % 4 === 0 ? null : ACTIVE,
  distance: i % 2 === 0 ? 3.5 : null,
})

const CONTACTS = ['tel', 'mob', 'website', 'twitter', 'linkedin', 'facebook'] as const

/** A profile with the payload in every member-controlled text. */
const profileOf = (p: string, i: number): MemberProfile => ({
  ...cardOf(p, i),
  // The buttons a profile offers: Connect and Block/Report, and Message to a connection.
  is_connected: i % 2 === 1,
  connect_requested: false,
  is_self: false,
  bio: p,
  interests: [p, `${p} too`],
  // The API sends only the contact details a member filled in (and chose to show).
  contacts: p ? Object.fromEntries(CONTACTS.map((k) => [k, p])) : {},
  attributes: [
    { key: 'text', label: 'Motto', type: 'text', value: p },
    { key: 'select', label: 'Sector', type: 'select', value: p },
    { key: 'many', label: 'Skills', type: 'checkboxes', value: [p, p] },
  ],
  show_connections: true,
  total_connects: 1,
  connections: [{ id: 5000 + i, full_name: p, initials: p.slice(0, 2), slug: p, img: p }],
})

describe('XSS: the members directory', () => {
  it('shows names and companies on the cards as text, with pictures and profile links only from safe addresses', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const cards = batch.map(({ p, i }) => cardOf(p, i))
      mockFetch((r) => {
        if (r.path === '/api/me') return jsonResponse(200, { data: meFixture() })
        if (r.path === '/api/user-attributes') return jsonResponse(200, { data: [] })
        if (r.path !== '/api/users/directory') return undefined
        return jsonResponse(200, {
          data: cards,
          meta: {
            pagination: {
              total: cards.length,
              count: cards.length,
              per_page: cards.length,
              current_page: 1,
              total_pages: 1,
            },
          },
        })
      })
      // The real route: the directory with each card's Connect / Cancel connect / Connected.
      const { container, unmount } = renderScreen('/members', <MembersRoute />)
      let list: Element | null = null
      await settle(() => {
        list = container.querySelector('ul')
        expect(list?.querySelectorAll(':scope > li')).toHaveLength(batch.length)
      })
      const rows = [...list!.querySelectorAll(':scope > li')]
      problems.push(...scanDom(list!))
      batch.forEach(({ p }, k) => {
        // Small cards (nothing is laid out here): the name, then the company.
        missing.push(...missingTexts(rows[k]!, [p, p]))
      })
      unmount()
      vi.restoreAllMocks()
    }
    expect(
      verdict(
        [
          'member name (directory card)',
          'member company (directory card)',
          'member picture address (directory card)',
          'member profile address (directory card)',
          'connect button label (directory card)',
        ],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })

  it('shows industry and place on medium and large cards as text', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const { container, unmount } = renderScreen(
        '/',
        <>
          {batch.map(({ p, i }) =>
            item(i, <MemberCard member={cardOf(p, i)} width={i % 2 === 0 ? 800 : 650} />),
          )}
        </>,
      )
      await settle(() =>
        expect(container.querySelectorAll('[data-card-size]')).toHaveLength(batch.length),
      )
      problems.push(...scanDom(container))
      missing.push(
        ...missingTexts(
          container,
          batch.flatMap(({ p, i }) => {
            const about = [p, p].filter(Boolean).join(' · ')
            // Large: the place (with the distance when filtered by one); medium: no place.
            if (i % 2 === 1) return [p, about]
            return [p, about, i % 2 === 0 && p ? `${p} · 3.5 mi` : p]
          }),
        ),
      )
      unmount()
    }
    expect(
      verdict(
        ['member industry (card)', 'member place name (card)', 'member picture address (card)'],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})

describe('XSS: the send connect request modal', () => {
  it('shows the member’s name as text and their picture only from a safe address', async () => {
    const problems: string[] = []
    const missing: string[] = []
    mockFetch((r) => (r.path === '/api/me' ? jsonResponse(200, { data: meFixture() }) : undefined))
    for (const batch of batches(50)) {
      // The modal Connect opens on a card or a profile, once per member.
      const { unmount } = renderScreen(
        '/',
        <>
          {batch.map(({ p, i }) => (
            <ConnectRequestModal
              key={i}
              member={cardOf(p, i)}
              onClose={() => undefined}
              onSent={() => undefined}
            />
          ))}
        </>,
      )
      await settle(() =>
        expect(document.body.querySelectorAll('[role="dialog"]')).toHaveLength(batch.length),
      )
      const dialogs = [...document.body.querySelectorAll('[role="dialog"]')]
      dialogs.forEach((dialog, k) => {
        problems.push(...scanForm(dialog).map((problem) => `payload ${batch[k]!.i}: ${problem}`))
        missing.push(...missingTexts(dialog, [batch[k]!.p]))
      })
      unmount()
    }
    vi.restoreAllMocks()
    expect(
      verdict(
        ['member name (connect modal)', 'member picture address (connect modal)'],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})

describe('XSS: a member profile', () => {
  it('shows every text of a profile as text, with contact links and pictures only from safe addresses', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches(50)) {
      const bySlug = new Map(batch.map(({ i }) => [`m-${i}`, i]))
      mockFetch((r) => {
        if (r.path === '/api/me') return jsonResponse(200, { data: meFixture() })
        if (r.path === '/api/member-blocks') return jsonResponse(200, { data: [] })
        const slug = decodeURIComponent(r.path.replace('/api/users/directory/', ''))
        const i = bySlug.get(slug)
        if (i === undefined) return undefined
        return jsonResponse(200, { data: profileOf(payloads[i]!, i) })
      })
      const { container, unmount } = renderScreen(
        '/',
        <>
          {batch.map(({ i }) =>
            item(i, <MemberProfileScreen slug={`m-${i}`} actionsFor={profileActions} />),
          )}
        </>,
      )
      await settle(() => expect(container.querySelectorAll('h1')).toHaveLength(batch.length))
      problems.push(...scanProfile(container))
      missing.push(
        ...missingTexts(
          container,
          batch.flatMap(({ p }) => [
            p, // the heading
            [p, p].filter(Boolean).join(' · '), // company · industry
            p, // place
            p, // bio
            p, // interests
            `${p} too`,
            p, // the custom attributes
            p,
            [p, p].join(', '),
            ...(p ? CONTACTS.map(() => p) : []),
            p, // the connection's name
          ]),
        ),
      )
      unmount()
      vi.restoreAllMocks()
    }
    expect(
      verdict(
        [
          'member name (profile)',
          'member company / industry (profile)',
          'member place name (profile)',
          'member bio (profile)',
          'member interests (profile)',
          'custom attribute values (profile)',
          'contact details and links (profile)',
          'member picture address (profile)',
          'connection name, picture and profile address (profile)',
          'connect / message / block buttons (profile)',
        ],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })

  it('links a website, LinkedIn, Twitter or Facebook only to a web address', async () => {
    const contacts = {
      website: 'javascript:alert(1)',
      linkedin: 'data:text/html,<script>alert(1)</script>',
      twitter: 'vbscript:msgbox(1)',
      facebook: ' JaVaScRiPt:alert(1)',
      tel: 'javascript:alert(1)',
    }
    mockFetch((r) => {
      if (r.path === '/api/me') return jsonResponse(200, { data: meFixture() })
      if (r.path === '/api/member-blocks') return jsonResponse(200, { data: [] })
      if (r.path === '/api/users/directory/bad')
        return jsonResponse(200, { data: { ...profileOf('Mallory', 1), contacts } })
      if (r.path === '/api/users/directory/good')
        return jsonResponse(200, {
          data: {
            ...profileOf('Grace', 2),
            contacts: { website: 'example.com', twitter: '@grace', tel: '+44 20 7946 0000' },
          },
        })
      return undefined
    })
    const { container } = renderScreen(
      '/',
      <>
        {item(1, <MemberProfileScreen slug="bad" />)}
        {item(2, <MemberProfileScreen slug="good" />)}
      </>,
    )
    await settle(() => expect(container.querySelectorAll('h1')).toHaveLength(2))
    const bad = container.querySelector('[data-xss-item="1"]')!
    const good = container.querySelector('[data-xss-item="2"]')!
    // Shown as the member typed them, none of them a link but the phone's digits to dial.
    for (const value of Object.values(contacts)) expect(bad.textContent).toContain(value.trim())
    const badHrefs = [...bad.querySelectorAll('dd a')].map((a) => a.getAttribute('href'))
    expect(badHrefs).toEqual(['tel:1'])
    // Safe ones do link, so the check above can fail.
    const hrefs = [...good.querySelectorAll('dd a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual([
      'https://example.com/',
      'https://twitter.com/grace',
      'tel:+442079460000',
    ])
    for (const a of container.querySelectorAll('a[href]'))
      expect(isAllowedUrl(a.getAttribute('href')!)).toBe(true)
  })
})

const attribute = (
  key: string,
  type: UserAttribute['type'],
  options: string[] = [],
): UserAttribute => ({
  key,
  label: key,
  custom: true,
  visible: true,
  private: false,
  editable: true,
  required: false,
  type,
  options,
  tab: 'profile',
})

/** One's own record with the payload in every one-off field the form shows. */
const recordOf = (p: string, i: number, extra: Partial<UserRecord> = {}): UserRecord => ({
  ...meFixture({
    id: 2000 + i,
    forename: p,
    surname: p,
    full_name: p,
    slug: `m-${i}`,
    img: p,
    img_src: p,
    company: p,
    industry: p,
    bio: p,
    interests: [],
    place_id: p ? 'gb-leeds' : null,
    place_name: p || null,
    contactables: {
      ...Object.fromEntries(CONTACTS.map((k) => [k, p])),
      visible: [...CONTACTS],
    },
    custom_attrs: {},
  }),
  ...extra,
})

/**
 * The values of a form's text fields, in order, each with whether it holds a payload as such a
 * field can: a one-line input drops line breaks (as browsers do); a textarea may turn CR into LF.
 */
const fieldValues = (root: Element) =>
  [...root.querySelectorAll('input:not([type]), input[type="text"], textarea')].map((el) => {
    const value = (el as HTMLInputElement).value
    return {
      value,
      holds: (p: string) =>
        el.localName === 'textarea'
          ? value === p || value === p.replace(/\r\n?/g, '\n')
          : value === p.replace(/[\r\n]/g, ''),
    }
  })
const held = (root: Element, p: string) => fieldValues(root).filter((f) => f.holds(p)).length
/** Values that must be held, in field order; returns those not found. */
const missingValues = (values: string[], expected: string[]) => {
  const missing: string[] = []
  let at = 0
  for (const want of expected) {
    const found = values.indexOf(want, at)
    if (found < 0) missing.push(want)
    else at = found + 1
  }
  return missing
}

describe('XSS: the edit-profile form', () => {
  it('holds names, company, industry, bio, place and contact details as values', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      // One form per batch: its one-line fields hold the batch one after another, the bio one a line.
      const line = batch.map(({ p }) => p).join(' ')
      const lines = batch.map(({ p }) => p).join('\n')
      mockFetch((r) => (r.path === '/api/places' ? jsonResponse(200, { data: [] }) : undefined))
      const { container, unmount } = renderScreen(
        '/',
        <ProfileForm
          user={recordOf(line, batch[0]!.i, { img: null, bio: lines })}
          attributes={[]}
        />,
      )
      await settle(() => expect(container.querySelector('form')).not.toBeNull())
      const form = container.querySelector('form')!
      problems.push(...scanForm(container))
      // Forename, surname, company, industry, the place and six contact details; the bio.
      const inLine = held(form, line)
      if (inLine !== 11) missing.push(`payloads ${batch[0]!.i}… (held by ${inLine} of 11 fields)`)
      if (held(form, lines) !== 1) missing.push(`payloads ${batch[0]!.i}… (not held by the bio)`)
      unmount()
      vi.restoreAllMocks()
    }
    expect(
      verdict(
        [
          'forename / surname (profile form)',
          'company / industry (profile form)',
          'bio (profile form)',
          'place name (profile form)',
          'contact details (profile form)',
        ],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })

  it('shows the profile picture only from a safe address', () => {
    // The form's picture field, once per payload.
    const { container } = renderScreen(
      '/',
      <>
        {payloads.map((p, i) =>
          item(
            i,
            <ImageCropInput
              label="Profile picture"
              value={p || null}
              onChange={() => undefined}
              target={IMAGE_TARGETS.profile}
              kind="profile"
            />,
          ),
        )}
      </>,
    )
    // Every picture shown has an address a browser fetches as an image.
    const shown = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src')!)
    expect(shown.length).toBeGreaterThan(0)
    expect(
      verdict(
        ['picture address (profile form)'],
        scanForm(container),
        shown.filter((src) => !/^(\/(?![/\\])|https?:\/\/)/i.test(src)),
      ),
    ).toEqual(SAFE)
  })

  it('holds interests and custom attribute values as text and values', async () => {
    const some = payloads.filter(Boolean)
    // A select's value is one of the options an admin wrote; the profile shows it as text (above).
    const attributes = [
      ...some.map((_, i) => attribute(`text-${i}`, 'text')),
      attribute('skills', 'multi-select', [...some]),
      attribute('hobbies', 'checkboxes', [...some]),
    ]
    const custom_attrs = Object.fromEntries([
      ...some.map((p, i) => [`text-${i}`, p]),
      ['skills', [...some]],
      ['hobbies', [...some]],
    ])
    mockFetch((r) => (r.path === '/api/places' ? jsonResponse(200, { data: [] }) : undefined))
    const { container } = renderScreen(
      '/',
      <ProfileForm
        user={recordOf('Ada', 1, { interests: [...some], custom_attrs })}
        attributes={attributes}
      />,
    )
    await settle(() => expect(container.querySelector('form')).not.toBeNull())
    const form = container.querySelector('form')!
    const values = fieldValues(form).map((f) => f.value)
    const missing = [
      // Each text attribute's value, one a field.
      ...missingValues(
        values,
        some.map((p) => p.replace(/[\r\n]/g, '')),
      ),
      // The interests' and skills' pills, then the hobbies' checkbox labels.
      ...missingTexts(form, [...some, ...some, ...some]),
    ]
    expect(
      verdict(
        [
          'interests (profile form)',
          'custom attribute text values (profile form)',
          'custom attribute multi-select / checkboxes values (profile form)',
        ],
        scanForm(container),
        missing,
      ),
    ).toEqual(SAFE)
  })
})
