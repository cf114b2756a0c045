import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HomepageSettingsScreen } from '@/features/admin-settings/components/homepage-settings-screen'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { pageOf } from '../helpers/post-fixtures'
import { promotionSummary } from '../helpers/promotion-fixtures'
import { renderScreen } from '../helpers/render'

const serve = () => {
  const lookups: ApiRequest[] = []
  const saves: ApiRequest[] = []
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: meFixture({ role: 'admin' }) })
    if (r.path === '/api/settings' && r.method === 'GET')
      return jsonResponse(200, { data: settingsFixture() })
    if (r.path === '/api/settings' && r.method === 'PUT') {
      saves.push(r)
      return jsonResponse(200, { data: settingsFixture() })
    }
    if (r.path === '/api/promotions') {
      lookups.push(r)
      if (r.query.get('q') === 'zzz') return pageOf([], 0, 1, 15)
      return pageOf(
        [1, 2, 3].map((id) => promotionSummary(id, { title: `Offer ${id}` })),
        3,
        1,
        15,
      )
    }
    return undefined
  })
  return { lookups, saves }
}

describe('/admin/settings/homepage featured promotion (M02-PICKER-09)', { timeout: 20_000 }, () => {
  it('says "No promotions found" when nothing matches', async () => {
    const { lookups } = serve()
    const { user } = renderScreen('/admin/settings/homepage', <HomepageSettingsScreen />)
    await user.click(await screen.findByRole('button', { name: 'Choose featured promotion' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a featured promotion' })
    await within(dialog).findByText('Offer 1')
    expect(lookups[0]!.query.get('page_size')).toBe('15')
    await user.type(within(dialog).getByRole('searchbox', { name: 'Title' }), 'zzz')
    expect(await within(dialog).findByText('No promotions found')).toBeInTheDocument()
  })

  it('saves the chosen promotion as featured_promotion_id', async () => {
    const { saves } = serve()
    const { user } = renderScreen('/admin/settings/homepage', <HomepageSettingsScreen />)
    await user.click(await screen.findByRole('button', { name: 'Choose featured promotion' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a featured promotion' })
    await user.click(await within(dialog).findByRole('button', { name: 'Select Offer 2' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('Offer 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved')
    expect(saves[0]!.body).toMatchObject({ settings: { featured_promotion_id: 2 } })
  })
})
