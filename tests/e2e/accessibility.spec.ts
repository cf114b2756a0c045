import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { reuseSignIn, SEEDED_PROMOTION, type SavedAccount } from './helpers'

/**
 * Issue 12: accessibility is a gate. axe-core checks every screen, as a visitor, a member and an
 * admin, on a desktop and on a 360 px phone, and the modals people open most; any critical or
 * serious violation of WCAG 2.0–2.2 A/AA fails `npm test`, named by rule, element and page.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const BLOCKING = new Set(['critical', 'serious'])

const EVENT = '/events/guildhall-annual-conference'
const CATEGORY = '/forum/general-discussion'
const THREAD = `${CATEGORY}/introduce-yourself-who-are-you-and-what-do-you-do`

type Who = SavedAccount | 'visitor'

/** The screens that exist, by who reads them (the "coming soon" page once, for a direct address). */
const SCREENS: Record<'visitor' | 'member' | 'admin', string[]> = {
  visitor: [
    '/',
    '/events',
    EVENT,
    '/forum',
    CATEGORY,
    THREAD,
    '/forum/search?q=welcome',
    '/signin',
    '/signup',
    '/forgot-password',
    '/no-such-page',
    '/members',
    // Issue 14: news and resources.
    '/news',
    '/resources',
    '/feed',
    // Issue 15: promotions.
    '/promotions',
    SEEDED_PROMOTION,
    // Issue 15: polls and surveys (one poll and one survey by id: the lead adds them from the seed).
    '/polls',
    '/surveys',
    // The seed's featured poll and its answered survey (ids of a fresh seed: polls first).
    '/polls/1',
    '/surveys/11',
    // Issue 16: pages, the FAQ and the newsletter box (in the footer).
    '/faq',
    '/pages/about-us',
    '/newsletter/confirm?token=not-a-real-token-at-all',
  ],
  member: [
    '/',
    '/events',
    EVENT,
    '/forum',
    THREAD,
    '/forum/private',
    // A category behind a group the member is not in (the forum journey joins them later).
    '/forum/founders-lounge',
    '/my-events',
    '/my-tickets',
    '/notifications',
    '/account',
    '/members',
    '/members/zara-ahmed',
    '/account/profile',
    '/messages',
    // The seed's first conversation (the demo member and Priya Shah, fresh database).
    '/messages/1',
    '/news',
    '/my-news',
    '/resources',
    // A seeded news post and resource (their likes and comments included).
    '/news/record-turnout-at-the-spring-members-breakfast',
    '/resources/making-tax-digital-checklist',
    '/feed',
    '/my-feed',
    // Issue 15: promotions.
    '/promotions',
    SEEDED_PROMOTION,
    '/my-promotions',
    '/claimed-promotions',
    '/polls',
    '/surveys',
    // The seed's featured poll and its answered survey (ids of a fresh seed: polls first).
    '/polls/1',
    '/surveys/11',
    '/my-polls',
  ],
  admin: [
    '/admin',
    '/admin/users',
    '/admin/roles',
    '/admin/events',
    '/admin/forum',
    '/admin/groups',
    '/admin/member-reports',
    '/admin/news',
    '/admin/resources',
    '/admin/settings/homepage',
    '/admin/settings/categories',
    '/admin/settings/footer',
    '/admin/settings/custom',
    '/admin/settings/gdpr',
    '/admin/settings/email-digest',
    '/admin/settings/charges',
    '/admin/settings/general',
    '/admin/polls',
    '/admin/polls/votes',
    '/admin/surveys',
    '/admin/promotions',
    '/admin/statistics',
    '/admin/settings/email-templates',
    '/admin/settings/push-notifications',
    '/admin/adverts',
    '/admin/pages',
    '/admin/pages?edit&id=1',
    '/admin/pages?view=questions',
  ],
}

/** The member's connection screens (issue 13), swept as their own test to keep each under a minute. */
const CONNECTION_SCREENS = [
  '/my-network',
  '/my-connection-requests',
  '/my-pending-requests',
  '/my-blocked-members',
]

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: '360 px', width: 360, height: 740 },
] as const

type Finding = {
  where: string
  rule: string
  impact: string
  help: string
  /** Up to three elements, each as its selector, the start of its HTML and what axe found wrong. */
  targets: string[]
}

/** The blocking violations on the page as it is now, each with up to three of its elements. */
const violationsOf = async (page: Page, where: string, include?: string): Promise<Finding[]> => {
  // A modal or menu still fading in blends its colours with the page behind (a red button read
  // 4.36:1 mid-transition): axe looks once the finite animations and transitions have ended.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
  const builder = new AxeBuilder({ page }).withTags(WCAG)
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')} ${n.html.slice(0, 160)}\n    ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
    }))
}

const report = (findings: Finding[]) =>
  findings
    .map((f) => `${f.where}: ${f.impact} ${f.rule} (${f.help}) at\n  ${f.targets.join('\n  ')}`)
    .join('\n')

/** The page once its data has arrived: no skeleton, no request in flight. */
const settled = async (page: Page, path: string) => {
  await page.goto(path)
  await expect(page.locator('main')).not.toBeEmpty()
  await page.waitForLoadState('networkidle')
}

const signInAs = async (page: Page, who: Who) => {
  if (who !== 'visitor') await reuseSignIn(page, who)
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const who of ['visitor', 'member', 'admin'] as const) {
      test(`every screen as ${who === 'visitor' ? 'a visitor' : `the ${who}`}`, async ({
        page,
      }) => {
        // A few seconds a screen (axe over every node), on a machine that may be busy.
        test.setTimeout(SCREENS[who].length * 8_000)
        await signInAs(page, who)
        const findings: Finding[] = []
        for (const path of SCREENS[who]) {
          await settled(page, path)
          findings.push(...(await violationsOf(page, path)))
        }
        expect(findings, report(findings)).toEqual([])
      })
    }

    test('the connection screens as the member', async ({ page }) => {
      await signInAs(page, 'member')
      const findings: Finding[] = []
      for (const path of CONNECTION_SCREENS) {
        await settled(page, path)
        findings.push(...(await violationsOf(page, path)))
      }
      expect(findings, report(findings)).toEqual([])
    })

    test('sign-up with its optional section open, its errors shown and the captcha drawn', async ({
      page,
    }) => {
      await settled(page, '/signup')
      await expect(page.getByText("I'm not a robot")).toBeVisible({ timeout: 20_000 })
      await page.getByRole('button', { name: 'More about you (optional)' }).click()
      await expect(page.getByLabel(/Date of birth/)).toBeVisible()
      const findings = await violationsOf(page, 'sign-up, optional section open')
      await page.getByLabel(/Date of birth/).fill('31/02/1990')
      await page.getByRole('button', { name: 'Join', exact: true }).click()
      await expect(
        page.getByText('Enter a real date as day/month/year, e.g. 31/01/1990'),
      ).toBeVisible()
      findings.push(...(await violationsOf(page, 'sign-up with errors')))
      expect(findings, report(findings)).toEqual([])
    })
  })
}

/** A dialog by its name, checked on its own once its content is there. */
const dialogFindings = async (page: Page, name: string) => {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await page.waitForLoadState('networkidle')
  return violationsOf(page, `dialog "${name}"`, '[role="dialog"]')
}

test.describe('axe, modals and menus', () => {
  test.use({ viewport: { width: 1366, height: 800 } })

  test('the member’s: order tickets, new thread, notifications, send message and the user menu', async ({
    page,
  }) => {
    await signInAs(page, 'member')
    const findings: Finding[] = []
    await settled(page, '/events/walking-tour-of-the-roman-city')
    await page.getByRole('button', { name: 'Order Tickets' }).click()
    findings.push(...(await dialogFindings(page, 'Order Tickets')))
    await settled(page, CATEGORY)
    await page.getByRole('button', { name: 'New thread' }).click()
    findings.push(...(await dialogFindings(page, 'New thread')))
    await settled(page, '/')
    await page.getByRole('button', { name: /^Notifications/ }).click()
    await expect(page.getByRole('link', { name: 'See all' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    findings.push(...(await violationsOf(page, 'the notifications panel open')))
    await page.keyboard.press('Escape')
    await settled(page, '/messages')
    await page.getByRole('button', { name: 'New message' }).click()
    findings.push(...(await dialogFindings(page, 'Send a message')))
    // With the network's list open under the search.
    await page.getByRole('textbox', { name: 'Search your network' }).fill('pri')
    await expect(page.getByRole('option', { name: /Priya Shah/ })).toBeVisible()
    findings.push(...(await violationsOf(page, 'the send message search open', '[role="dialog"]')))
    await page.getByRole('option', { name: /Priya Shah/ }).click()
    findings.push(...(await violationsOf(page, 'a recipient chosen', '[role="dialog"]')))
    // Escape closes the open list (the modal itself closes only from its buttons).
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: /^Open the menu for/ }).click()
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
    findings.push(...(await violationsOf(page, 'the user menu open')))
    await page.keyboard.press('Escape')
    // Kept: the request is left as it was.
    await settled(page, '/my-pending-requests')
    await page
      .getByRole('button', { name: /^Cancel request to / })
      .first()
      .click()
    findings.push(...(await dialogFindings(page, 'Cancel connect request')))
    await page.getByRole('button', { name: 'Keep request' }).click()
    expect(findings, report(findings)).toEqual([])
  })

  test('the visitor’s: the data protection notice before joining', async ({ page }) => {
    await settled(page, '/signup')
    await page.getByLabel('Forename').fill('Axe')
    await page.getByLabel('Surname').fill('Checker')
    await page.getByLabel('Email address').fill('axe.checker@example.com')
    await page.getByLabel(/^Password/).fill('a long passphrase')
    await page.getByLabel('Confirm password').fill('a long passphrase')
    await expect(page.getByText('Verified.')).toBeAttached({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Join', exact: true }).click()
    const findings = await dialogFindings(page, 'Data protection')
    await page.getByRole('button', { name: 'Decline' }).click()
    expect(findings, report(findings)).toEqual([])
  })

  // The demo member is connected to, asking or asked by every other seeded member, so the modal
  // opens as the admin (connected only to the demo member) on a member they have not asked.
  test('the send connect request modal, from a profile', async ({ page }) => {
    await signInAs(page, 'admin')
    await settled(page, '/members/priya-shah')
    await page.getByRole('button', { name: 'Connect with Priya Shah' }).click()
    const findings = await dialogFindings(page, 'Send connect request')
    // Left unsent.
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(findings, report(findings)).toEqual([])
  })

  // Issue 14: the likes list and the comment delete confirm, on an event no other check changes.
  test('the likes list and the comment delete confirm, on an event page', async ({ page }) => {
    await signInAs(page, 'member')
    const findings: Finding[] = []
    await settled(page, '/events/women-in-business-lunch')
    const heart = page.getByRole('button', { name: /^(Like|Unlike)$/ })
    // Busy until the member's own like is known.
    await expect(heart).not.toHaveAttribute('aria-disabled', 'true')
    if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: /^\d+ likes?$/ }).click()
    findings.push(...(await dialogFindings(page, 'Likes')))
    await page.getByRole('button', { name: 'Close the likes list' }).click()
    await page.getByRole('textbox', { name: 'Write a comment' }).fill('Checked by axe')
    await page.getByRole('button', { name: 'Post Comment' }).click()
    const mine = page.getByRole('article', { name: 'Comment by Sam Patel' }).first()
    await mine.getByRole('button', { name: 'Delete' }).click()
    findings.push(...(await dialogFindings(page, 'Delete comment')))
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click()
    expect(findings, report(findings)).toEqual([])
  })

  test('the admin’s: the category group editor', async ({ page }) => {
    await signInAs(page, 'admin')
    await settled(page, '/admin/settings/categories')
    await page.getByRole('button', { name: 'Edit group Industries' }).click()
    const findings = await dialogFindings(page, 'Edit category group')
    expect(findings, report(findings)).toEqual([])
  })

  test('the admin’s: a featured-item picker', async ({ page }) => {
    await signInAs(page, 'admin')
    await settled(page, '/admin/settings/homepage')
    await page.getByRole('button', { name: 'Choose featured event' }).click()
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible()
    const findings = await dialogFindings(page, 'Choose a featured event')
    await page.keyboard.press('Escape')
    expect(findings, report(findings)).toEqual([])
  })

  test('the admin’s: a group’s members and a new event', async ({ page }) => {
    await signInAs(page, 'admin')
    const findings: Finding[] = []
    await settled(page, '/admin/groups')
    await page.getByRole('button', { name: "Members of Founders' circle" }).click()
    findings.push(...(await dialogFindings(page, "Members of Founders' circle")))
    await settled(page, '/admin/events')
    await page
      .getByRole('button', { name: /New event/ })
      .first()
      .click()
    findings.push(...(await dialogFindings(page, 'New event')))
    expect(findings, report(findings)).toEqual([])
  })
})

test.describe('axe, the news and resource editors', () => {
  test.use({ viewport: { width: 1366, height: 800 } })

  test('the admin’s: a new news post (its SEO tab) and a new resource (its files)', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    const findings: Finding[] = []
    await settled(page, '/admin/news')
    await page.getByRole('button', { name: 'New news post' }).click()
    findings.push(...(await dialogFindings(page, 'New news post')))
    await page.getByRole('tab', { name: 'SEO' }).click()
    findings.push(...(await violationsOf(page, 'the news SEO tab', '[role="dialog"]')))
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await settled(page, '/admin/resources')
    await page.getByRole('button', { name: 'New resource' }).click()
    findings.push(...(await dialogFindings(page, 'New resource')))
    await page.getByRole('tab', { name: /^Files/ }).click()
    findings.push(...(await violationsOf(page, 'the resource files tab', '[role="dialog"]')))
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    expect(findings, report(findings)).toEqual([])
  })

  test('the admin’s: a new poll (its options) and a new survey (its polls)', async ({ page }) => {
    await signInAs(page, 'admin')
    const findings: Finding[] = []
    await settled(page, '/admin/polls')
    await page.getByRole('button', { name: 'New poll' }).click()
    findings.push(...(await dialogFindings(page, 'New poll')))
    await page.getByRole('tab', { name: 'Options' }).click()
    findings.push(...(await violationsOf(page, 'the poll options tab', '[role="dialog"]')))
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await settled(page, '/admin/surveys')
    await page.getByRole('button', { name: 'New survey' }).click()
    findings.push(...(await dialogFindings(page, 'New survey')))
    await page.getByRole('tab', { name: 'Polls' }).click()
    await page.getByRole('button', { name: 'Add poll' }).click()
    findings.push(...(await violationsOf(page, 'the survey polls tab', '[role="dialog"]')))
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    expect(findings, report(findings)).toEqual([])
  })

  test('the admin’s: an email template and a push template editor', async ({ page }) => {
    await signInAs(page, 'admin')
    const findings: Finding[] = []
    await settled(page, '/admin/settings/email-templates?key=forum.mention')
    await expect(page.getByRole('button', { name: 'Insert :thread_title' })).toBeVisible()
    findings.push(...(await dialogFindings(page, 'Email template')))
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await settled(page, '/admin/settings/push-notifications?key=forum.mention')
    await expect(page.getByRole('button', { name: 'Insert :thread_title' })).toBeVisible()
    findings.push(...(await dialogFindings(page, 'Push notification template')))
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    expect(findings, report(findings)).toEqual([])
  })

  test('the admin’s: a saved advert (its Clicks & Impressions and Delete tabs)', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await settled(page, '/admin/adverts')
    await page.getByRole('button', { name: 'Actions for Bow Lane Flowers' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const findings = await dialogFindings(page, 'Edit advert')
    await page.getByRole('tab', { name: 'Clicks & Impressions' }).click()
    findings.push(...(await violationsOf(page, 'the advert counts tab', '[role="dialog"]')))
    await page.getByRole('tab', { name: 'Delete' }).click()
    findings.push(...(await violationsOf(page, 'the advert delete tab', '[role="dialog"]')))
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    expect(findings, report(findings)).toEqual([])
  })
})

/**
 * The users screen's row menu and the modals it opens, the role editor's permissions, and the
 * admin menu drawer on a phone.
 */
for (const viewport of VIEWPORTS) {
  test.describe(`axe, the admin's user menus and modals, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a member’s row menu, Change role and Deactivate (both cancelled), the role editor’s permissions', async ({
      page,
    }) => {
      await signInAs(page, 'admin')
      const findings: Finding[] = []
      await settled(page, '/admin/users?userStatus=1&q=member%40example.com')
      const actions = page.getByRole('button', { name: /^Actions for / })
      const openMenu = async () => {
        await actions.click()
        await expect(page.getByRole('menu')).toBeVisible()
      }
      await openMenu()
      findings.push(...(await violationsOf(page, 'a member’s row menu open')))
      await page.getByRole('menuitem', { name: 'Change role…' }).click()
      const role = page.getByRole('dialog', { name: /’s role$/ })
      await expect(role.getByRole('combobox', { name: /^Role/ })).toBeVisible()
      findings.push(...(await violationsOf(page, 'the Change role modal', '[role="dialog"]')))
      await role.getByRole('button', { name: 'Cancel' }).click()
      await expect(role).toBeHidden()
      await openMenu()
      await page.getByRole('menuitem', { name: 'Deactivate…' }).click()
      const deactivate = page.getByRole('dialog', { name: /^Deactivate / })
      await expect(deactivate).toBeVisible()
      findings.push(...(await violationsOf(page, 'the Deactivate modal', '[role="dialog"]')))
      await deactivate.getByRole('button', { name: 'Cancel' }).click()
      await expect(deactivate).toBeHidden()
      if (viewport.width < 992) {
        await page.getByRole('button', { name: 'Open navigation' }).click()
        await expect(page.getByRole('navigation', { name: 'Admin' }).last()).toBeVisible()
        findings.push(...(await violationsOf(page, 'the admin menu drawer open')))
      }
      // The role editor's permissions, said in words with their keys beneath.
      await settled(page, '/admin/roles?edit&id=4')
      await page.getByRole('tab', { name: /Permissions/ }).click()
      await expect(page.getByRole('region', { name: 'Permissions of this role' })).toBeVisible()
      findings.push(...(await dialogFindings(page, 'Edit Role')))
      expect(findings, report(findings)).toEqual([])
    })
  })
}
