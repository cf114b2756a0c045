import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  CustomSettingsScreen,
  keyFromLabel,
} from '@/features/admin-settings/components/custom-settings-screen'
import { renderScreen } from '../helpers/render'
import { serveSettings } from './serve-settings'

const PATH = '/admin/settings/custom'
const DIETARY = { key: 'dietary', label: 'Dietary needs', type: 'text' as const, options: [] }

describe('keyFromLabel', () => {
  it.each([
    ['Dietary needs', 'dietary_needs'],
    ['  T-shirt size (UK) ', 't_shirt_size_uk'],
    ['Café crème', 'cafe_creme'],
  ])('%j → %j', (label, key) => expect(keyFromLabel(label)).toBe(key))
})

describe('/admin/settings/custom', { timeout: 20_000 }, () => {
  it('adds a choice with options, its key made from its label; a saved key stays when relabelled', async () => {
    const { saves } = serveSettings({ initial: { custom_event_attrs: [DIETARY] } })
    renderScreen(PATH, <CustomSettingsScreen />)
    const dietary = await screen.findByDisplayValue('Dietary needs')
    await userEvent.clear(dietary)
    await userEvent.type(dietary, 'Allergies')
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }))
    const labels = screen.getAllByRole('textbox', { name: 'Label' })
    await userEvent.type(labels[1]!, 'T-shirt size')
    expect(screen.getByText('Key: t_shirt_size')).toBeTruthy()
    await userEvent.click(screen.getAllByLabelText('Type', { selector: 'input' })[1]!)
    await userEvent.click(
      await screen.findByRole('option', { name: 'Choice (one of the options)' }),
    )
    const options = await screen.findByLabelText('Options', { selector: 'input' })
    await userEvent.type(options, 'Small{Enter}Large{Enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(saves[0]!.body).toEqual({
      settings: {
        custom_event_attrs: [
          { key: 'dietary', label: 'Allergies', type: 'text', options: [] },
          {
            key: 't_shirt_size',
            label: 'T-shirt size',
            type: 'select',
            options: ['Small', 'Large'],
          },
        ],
      },
    })
  })

  it('refuses a choice without options and a repeated key before saving', async () => {
    const { saves } = serveSettings({ initial: { custom_event_attrs: [DIETARY] } })
    renderScreen(PATH, <CustomSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Add attribute' }))
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Label' })[1]!, 'Dietary')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(/Two attributes have the same key/)).toBeTruthy()
    expect(saves).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Remove Dietary' }))
    expect(screen.getAllByRole('textbox', { name: 'Label' })).toHaveLength(1)
  })

  it('puts a 422 on the attribute and says "Error saving"', async () => {
    serveSettings({
      initial: { custom_event_attrs: [DIETARY] },
      saveStatus: 422,
      errors: { 'settings.custom_event_attrs.0.label': ['Label is required'] },
    })
    renderScreen(PATH, <CustomSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Error saving')).toBeTruthy()
    const group = screen.getByRole('group', { name: 'Custom event attributes' })
    expect(within(group).getByText('Label is required')).toBeTruthy()
  })

  it('says "Could not save" and "Please try again" when the server fails', async () => {
    serveSettings({ saveStatus: 500 })
    renderScreen(PATH, <CustomSettingsScreen />)
    expect(await screen.findByText(/No custom event attributes yet/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Could not save')).toBeTruthy()
    expect(screen.getByText('Please try again')).toBeTruthy()
  })
})
