import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MemberActions } from '@/app/layout/member-actions'
import type * as ComingSoonModule from '@/lib/coming-soon-screens'
import type { Me } from '@/lib/session'
import { meFixture } from '../helpers/fixtures'
import { page, postApi } from '../helpers/post-resource'
import { renderScreen } from '../helpers/render'

// The member screens (/news, /resources) land in their own branch; the buttons wait for them.
vi.mock('@/lib/coming-soon-screens', async (original) => ({
  ...(await original<typeof ComingSoonModule>()),
  hasLanded: () => true,
}))

const BASE = ['news.view:directory', 'resources.view']
const withPermissions = (...keys: string[]) => meFixture({ permissions: [...BASE, ...keys] })

const openMenu = async (me: Me) => {
  postApi({ me }, (request) => (request.path === '/api/notifications' ? page([]) : undefined))
  const rendered = renderScreen('/', <MemberActions me={me} />)
  await rendered.user.click(screen.getByRole('button', { name: /^Open the menu for Ada Lovelace/ }))
  const menu = await screen.findByRole('menu')
  const items = within(menu)
    .queryAllByRole('menuitem')
    .map((el) => el.textContent)
  return { ...rendered, menu, items }
}

describe('Quick-create: news and resources (M02-ADMIN-15)', { timeout: 20_000 }, () => {
  it.each([
    ['news.create', ['New post']],
    ['news.create-billable', ['New post']],
    ['news.manage', ['New post']],
    ['resources.create', ['New resource']],
    ['resources.manage', ['New resource']],
  ])('with only %s offers %j', async (key, expected) => {
    const { items } = await openMenu(withPermissions(key))
    expect(items.filter((i) => i === 'New post' || i === 'New resource')).toEqual(expected)
  })

  it('offers neither without a create permission', async () => {
    const { items } = await openMenu(withPermissions())
    expect(items).not.toContain('New post')
    expect(items).not.toContain('New resource')
  })

  it("opens the news editor from 'New post' and the resource editor from 'New resource'", async () => {
    const { user, menu } = await openMenu(withPermissions('news.create', 'resources.create'))
    await user.click(within(menu).getByRole('menuitem', { name: 'New post' }))
    const news = await screen.findByRole('dialog', { name: 'New news post' })
    expect(await within(news).findByRole('textbox', { name: /^Title/ })).toBeInTheDocument()
    await user.click(within(news).getByRole('button', { name: 'Close the news editor' }))

    await user.click(screen.getByRole('button', { name: /^Open the menu for Ada Lovelace/ }))
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'New resource' }),
    )
    const resource = await screen.findByRole('dialog', { name: 'New resource' })
    expect(await within(resource).findByRole('tab', { name: /^Files/ })).toBeInTheDocument()
  })
})
