import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { GdprSettingsScreen } from '@/features/admin-settings/components/gdpr-settings-screen'
import {
  formatThreshold,
  parseThreshold,
} from '@/features/admin-settings/components/threshold-input'
import { renderScreen } from '../helpers/render'
import { serveSettings } from './serve-settings'

const PATH = '/admin/settings/gdpr'
const GDPR = {
  signup: { content: 'We keep your details.', modified: '2026-03-01T12:00:00.000Z' },
  reminder: { content: 'Check your details.', threshold: '6 months' },
}

describe('reminder threshold parts', () => {
  it('reads and writes "6 months", "1 year" and null', () => {
    expect(parseThreshold('6 months')).toEqual({ quantity: 6, unit: 'month' })
    expect(parseThreshold(null)).toEqual({ quantity: '', unit: 'month' })
    expect(formatThreshold({ quantity: 1, unit: 'year' })).toBe('1 year')
    expect(formatThreshold({ quantity: 3, unit: 'week' })).toBe('3 weeks')
    expect(formatThreshold({ quantity: '', unit: 'day' })).toBeNull()
  })
})

describe('/admin/settings/gdpr', { timeout: 20_000 }, () => {
  it('saves the texts and a threshold typed as a number and a unit', async () => {
    const { saves } = serveSettings({ initial: { gdpr_settings: GDPR } })
    renderScreen(PATH, <GdprSettingsScreen />)
    const notice = await screen.findByRole('textbox', { name: 'Data protection notice' })
    expect(screen.getByText(/Last changed 1 Mar 2026|Last changed/)).toBeTruthy()
    await userEvent.type(notice, ' And we never sell them.')
    const quantity = screen.getByRole('textbox', { name: 'Remind after: number' })
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '2')
    await userEvent.click(screen.getByLabelText('Remind after: unit', { selector: 'input' }))
    await userEvent.click(await screen.findByRole('option', { name: 'years' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(saves[0]!.body).toEqual({
      settings: {
        gdpr_settings: {
          signup: {
            content: 'We keep your details. And we never sell them.',
            modified: '2026-03-01T12:00:00.000Z',
          },
          reminder: { content: 'Check your details.', threshold: '2 years' },
        },
      },
    })
  })

  it('clears the threshold to null', async () => {
    const { saves } = serveSettings({ initial: { gdpr_settings: GDPR } })
    renderScreen(PATH, <GdprSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Clear' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved')
    expect(saves[0]!.body).toMatchObject({
      settings: { gdpr_settings: { reminder: { threshold: null } } },
    })
  })

  it('refuses an empty notice before saving', async () => {
    const { saves } = serveSettings({ initial: { gdpr_settings: GDPR } })
    renderScreen(PATH, <GdprSettingsScreen />)
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Data protection notice' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter the text members agree to')).toBeTruthy()
    expect(saves).toHaveLength(0)
  })

  it('puts a 422 on the threshold and says "Error saving"', async () => {
    serveSettings({
      initial: { gdpr_settings: GDPR },
      saveStatus: 422,
      errors: {
        'settings.gdpr_settings.reminder.threshold': [
          'Enter a quantity and a unit, e.g. "6 months"',
        ],
      },
    })
    renderScreen(PATH, <GdprSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Error saving')).toBeTruthy()
    expect(
      screen.getAllByText('Enter a quantity and a unit, e.g. "6 months"').length,
    ).toBeGreaterThan(0)
  })

  it('says "Could not save" and "Please try again" when the server fails', async () => {
    serveSettings({ initial: { gdpr_settings: GDPR }, saveStatus: 500 })
    renderScreen(PATH, <GdprSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Could not save')).toBeTruthy()
    expect(screen.getByText('Please try again')).toBeTruthy()
  })
})
