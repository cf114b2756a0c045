import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ChargesSettingsScreen } from '@/features/admin-settings/components/charges-settings-screen'
import { ONE_DEFAULT_TIER } from '@worker/settings/settings.schemas'
import { settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { serveSettings } from './serve-settings'

const PATH = '/admin/settings/charges'
const DEFAULTS = settingsFixture()
const group = (name: string) => screen.getByRole('group', { name })

describe('/admin/settings/charges', { timeout: 30_000 }, () => {
  it('saves a news charge typed in pounds as pence, and a tier price, with only the charge keys', async () => {
    const { saves } = serveSettings({ initial: { currency_symbol: '€' } })
    renderScreen(PATH, <ChargesSettingsScreen />)
    await screen.findByText(/stored now; taking payments for them comes later/)
    const news = group('News')
    await userEvent.click(within(news).getByRole('switch', { name: 'Charge for news' }))
    const price = within(news).getByRole('textbox', { name: 'Price' })
    expect((price as HTMLInputElement).value).toBe('€0.00')
    await userEvent.clear(price)
    await userEvent.type(price, '12.5')
    await userEvent.click(within(news).getByRole('switch', { name: 'Accept online card payments' }))
    const platinum = group('Platinum tier')
    const tierPrice = within(platinum).getByRole('textbox', { name: 'Price' })
    await userEvent.clear(tierPrice)
    await userEvent.type(tierPrice, '49.99')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    const sent = (saves[0]!.body as { settings: Record<string, unknown> }).settings
    expect(Object.keys(sent).sort()).toEqual(
      [
        ...['news', 'poll', 'survey', 'resource'].flatMap((t) => [
          `${t}_charge_enabled`,
          `${t}_charge_price`,
          `${t}_charge_accept_online_payments`,
        ]),
        'promotion_tiers',
      ].sort(),
    )
    expect(sent).toMatchObject({
      news_charge_enabled: true,
      news_charge_price: 1250,
      news_charge_accept_online_payments: true,
      poll_charge_enabled: false,
    })
    expect(sent.promotion_tiers).toEqual(
      DEFAULTS.promotion_tiers.map((t) => (t.key === 'platinum' ? { ...t, price: 4999 } : t)),
    )
  })

  it('moves the default tier with the radio buttons', async () => {
    const { saves } = serveSettings()
    renderScreen(PATH, <ChargesSettingsScreen />)
    await userEvent.click(await screen.findByRole('radio', { name: 'Platinum' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved')
    const tiers = (
      saves[0]!.body as { settings: { promotion_tiers: { key: string; default: boolean }[] } }
    ).settings.promotion_tiers
    expect(tiers.filter((t) => t.default).map((t) => t.key)).toEqual(['platinum'])
  })

  it('refuses a default tier that is not offered, before saving', async () => {
    const { saves } = serveSettings()
    renderScreen(PATH, <ChargesSettingsScreen />)
    await screen.findByRole('radio', { name: 'Gold' })
    await userEvent.click(within(group('Gold tier')).getByRole('switch', { name: 'Offered' }))
    expect(
      (within(group('Gold tier')).getByRole('switch', { name: 'Offered' }) as HTMLInputElement)
        .checked,
    ).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(ONE_DEFAULT_TIER)).toBeTruthy()
    expect(saves).toHaveLength(0)
  })

  it('puts a 422 on the price and says "Error saving"', async () => {
    serveSettings({
      saveStatus: 422,
      errors: { 'settings.poll_charge_price': ['A price cannot be negative'] },
    })
    renderScreen(PATH, <ChargesSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Error saving')).toBeTruthy()
    expect(within(group('Polls')).getByText('A price cannot be negative')).toBeTruthy()
  })

  it('says "Could not save" and "Please try again" when the server fails', async () => {
    serveSettings({ saveStatus: 500 })
    renderScreen(PATH, <ChargesSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Could not save')).toBeTruthy()
    expect(screen.getByText('Please try again')).toBeTruthy()
  })
})
