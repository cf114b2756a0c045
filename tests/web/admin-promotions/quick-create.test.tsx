import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemberActions } from '@/app/layout/member-actions'
import type { Me } from '@/lib/session'
import { meFixture } from '../helpers/fixtures'
import { page } from '../helpers/post-resource'
import { renderScreen } from '../helpers/render'
import { promotionApi } from './helpers'

const withPermissions = (...keys: string[]) =>
  meFixture({ permissions: ['promotions.view', ...keys] })

const openMenu = async (me: Me, settings = {}) => {
  promotionApi({ me, settings }, (request) =>
    request.path === '/api/notifications' ? page([]) : undefined,
  )
  const rendered = renderScreen('/', <MemberActions me={me} />)
  await rendered.user.click(screen.getByRole('button', { name: /^Open the menu for Ada Lovelace/ }))
  const menu = await screen.findByRole('menu')
  const items = () =>
    within(menu)
      .queryAllByRole('menuitem')
      .map((el) => el.textContent)
  return { ...rendered, menu, items }
}

describe('User panel: promotions', { timeout: 20_000 }, () => {
  it.each([['promotions.create'], ['promotions.create-billable']])(
    'with %s offers "New promotion", which opens the promotion editor',
    async (key) => {
      const { user, menu } = await openMenu(withPermissions(key))
      await user.click(within(menu).getByRole('menuitem', { name: 'New promotion' }))
      const dialog = await screen.findByRole('dialog', { name: 'New promotion' })
      expect(await within(dialog).findByRole('textbox', { name: /^Title/ })).toBeInTheDocument()
    },
  )

  it('offers no "New promotion" without a create permission', async () => {
    const { items } = await openMenu(withPermissions())
    expect(items()).not.toContain('New promotion')
  })

  it('links to my promotions and claimed promotions', async () => {
    const { menu } = await openMenu(withPermissions())
    expect(within(menu).getByRole('menuitem', { name: 'My promotions' })).toHaveAttribute(
      'href',
      '/my-promotions',
    )
    expect(within(menu).getByRole('menuitem', { name: 'Claimed promotions' })).toHaveAttribute(
      'href',
      '/claimed-promotions',
    )
  })

  it('does not link to them without promotions.view', async () => {
    const { items } = await openMenu(meFixture({ permissions: ['events.view'] }))
    expect(items()).not.toContain('My promotions')
    expect(items()).not.toContain('Claimed promotions')
  })

  it('does not link to them while the site has promotions switched off', async () => {
    const features = {
      events: true,
      forum: true,
      polls: true,
      surveys: true,
      promotions: false,
      resources: true,
    }
    const { items } = await openMenu(withPermissions(), { features })
    await waitFor(() => expect(items()).not.toContain('Claimed promotions'))
    expect(items()).not.toContain('My promotions')
    expect(items()).toContain('Your account')
  })
})
