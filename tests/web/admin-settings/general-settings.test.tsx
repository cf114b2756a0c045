import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SiteSettings } from '@/lib/site-settings'
import { GeneralSettingsScreen } from '@/features/admin-settings/components/general-settings-screen'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'

type SaveAnswer = 'ok' | 422 | 500 | 'network'

const serve = (answer: SaveAnswer = 'ok', initial: Partial<SiteSettings> = {}) => {
  const saves: ApiRequest[] = []
  let stored = settingsFixture(initial)
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: meFixture({ role: 'admin' }) })
    if (r.path === '/api/settings' && r.method === 'GET') return jsonResponse(200, { data: stored })
    if (r.path === '/api/settings' && r.method === 'PUT') {
      saves.push(r)
      if (answer === 'network') throw new TypeError('Failed to fetch')
      if (answer === 500) return jsonResponse(500, { message: 'There was an error on the server' })
      if (answer === 422)
        return jsonResponse(422, {
          message: "Request couldn't be processed",
          errors: { 'settings.site_name': ['That name is taken by another site'] },
        })
      const changes = (r.body as { settings: Partial<SiteSettings> }).settings
      const colour = changes.color_primary
      stored = {
        ...stored,
        ...changes,
        ...(colour ? { color_primary: `#${colour.replace('#', '').toUpperCase()}` } : {}),
      }
      return jsonResponse(200, { data: stored })
    }
    return undefined
  })
  return { saves }
}

const render = () => renderScreen('/admin/settings/general', <GeneralSettingsScreen />)
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }))

describe('/admin/settings/general', { timeout: 20_000 }, () => {
  it('sends only the settings that changed, as {settings: {…}}, and says "Saved"', async () => {
    const { saves } = serve()
    render()
    const name = await screen.findByRole('textbox', { name: /Site name/ })
    await userEvent.clear(name)
    await userEvent.type(name, 'Riverside Rowing Club')
    await userEvent.click(screen.getByRole('switch', { name: /^Show likes and comments/ }))
    await userEvent.click(screen.getByRole('switch', { name: /^Polls/ }))
    await save()
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(saves).toHaveLength(1)
    expect(saves[0]!.body).toEqual({
      settings: {
        site_name: 'Riverside Rowing Club',
        display_likes_and_comments: false,
        features: {
          events: true,
          forum: true,
          polls: false,
          surveys: true,
          promotions: true,
          resources: true,
        },
      },
    })
  })

  it('normalises the primary colour to upper-case hex with # and shows it so', async () => {
    const { saves } = serve()
    render()
    const colour = await screen.findByRole('textbox', { name: /Primary colour/ })
    expect((colour as HTMLInputElement).value).toBe('#1F4E79')
    await userEvent.clear(colour)
    await userEvent.type(colour, 'ff00aa')
    await userEvent.tab()
    expect((colour as HTMLInputElement).value).toBe('#FF00AA')
    await save()
    await screen.findByText('Saved')
    expect(saves[0]!.body).toEqual({ settings: { color_primary: '#FF00AA' } })
    expect(
      (screen.getByRole('textbox', { name: /Primary colour/ }) as HTMLInputElement).value,
    ).toBe('#FF00AA')
  })

  it('warns when white text on the primary colour is below AA', async () => {
    serve()
    render()
    const colour = await screen.findByRole('textbox', { name: /Primary colour/ })
    expect(screen.queryByText('Hard to read')).toBeNull()
    await userEvent.clear(colour)
    await userEvent.type(colour, '#FFD700')
    expect(await screen.findByText('Hard to read')).toBeTruthy()
    expect(screen.getByText(/below the 4.5:1 that WCAG AA asks for/)).toBeTruthy()
  })

  it('refuses a colour that is not one before sending anything', async () => {
    const { saves } = serve()
    render()
    const colour = await screen.findByRole('textbox', { name: /Primary colour/ })
    await userEvent.clear(colour)
    await userEvent.type(colour, 'blue')
    await save()
    expect(await screen.findByText(/Enter a colour as a hex value/)).toBeTruthy()
    expect(saves).toHaveLength(0)
  })

  it('a refused save says "Error saving" and puts the reason on its field', async () => {
    serve(422)
    render()
    const name = await screen.findByRole('textbox', { name: /Site name/ })
    await userEvent.type(name, ' Club')
    await save()
    expect(await screen.findByText('Error saving')).toBeTruthy()
    await waitFor(() => expect(name.getAttribute('aria-describedby') ?? '').toMatch(/error/))
    expect(screen.getAllByText('That name is taken by another site').length).toBeGreaterThan(0)
  })

  it.each([500, 'network'] as const)(
    'a failure of the server or the network (%s) says "Could not save" and "Please try again"',
    async (answer) => {
      serve(answer)
      render()
      await userEvent.click(await screen.findByRole('switch', { name: /^Events/ }))
      await save()
      expect(await screen.findByText('Could not save')).toBeTruthy()
      expect(screen.getByText('Please try again')).toBeTruthy()
    },
  )

  it('upload limits are shown in MB and saved in bytes, up to the server’s cap', async () => {
    const { saves } = serve()
    render()
    const images = await screen.findByRole('textbox', { name: /Largest image/ })
    expect((images as HTMLInputElement).value).toBe('2 MB')
    await userEvent.clear(images)
    await userEvent.type(images, '4')
    expect((images as HTMLInputElement).value).toBe('4 MB')
    await save()
    await screen.findByText('Saved')
    expect(saves[0]!.body).toEqual({ settings: { maxImageUploadSize: 4 * 1024 * 1024 } })
  })

  it('a branding picture can be removed, saving null', async () => {
    const { saves } = serve('ok', { site_logo: '/api/files/site/logo.png' })
    render()
    expect(await screen.findByAltText(/Logo .* preview/)).toBeTruthy()
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!)
    await save()
    await screen.findByText('Saved')
    expect(saves[0]!.body).toEqual({ settings: { site_logo: null } })
  })
})
