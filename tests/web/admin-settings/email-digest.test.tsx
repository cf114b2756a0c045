import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { EmailDigestScreen } from '@/features/admin-settings/components/email-digest-screen'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { serveSettings } from './serve-settings'

const PATH = '/admin/settings/email-digest'

describe('/admin/settings/email-digest', { timeout: 20_000 }, () => {
  it('saves send_at alone through PUT /api/settings/email_digest and shows the answer', async () => {
    const { saves } = serveSettings({ initial: { email_digest: { send_at: '08:00' } } })
    renderScreen(PATH, <EmailDigestScreen />)
    const time = await screen.findByLabelText(/Send at/)
    expect((time as HTMLInputElement).value).toBe('08:00')
    expect(screen.getByText(/London/)).toBeTruthy()
    await userEvent.clear(time)
    await userEvent.type(time, '18:30')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(saves.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/api/settings/email_digest', { value: { send_at: '18:30' } }],
    ])
    expect((time as HTMLInputElement).value).toBe('18:30')
  })

  it('puts a 422 on the time and says "Error saving"', async () => {
    serveSettings({
      saveStatus: 422,
      errors: { 'value.send_at': ['Enter a time as HH:MM, e.g. 08:00'] },
    })
    renderScreen(PATH, <EmailDigestScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Error saving')).toBeTruthy()
    expect((await screen.findByLabelText(/Send at/)).getAttribute('aria-invalid')).toBe('true')
  })

  it('says "Could not save" and "Please try again" when the server fails', async () => {
    serveSettings({ saveStatus: 500 })
    renderScreen(PATH, <EmailDigestScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Could not save')).toBeTruthy()
    expect(screen.getByText('Please try again')).toBeTruthy()
  })

  it('mails the admin a preview and says where it went, or that nothing was new', async () => {
    const previews: string[] = []
    let news = true
    serveSettings({
      other: (r) => {
        if (r.method !== 'POST' || r.path !== '/api/email-digest/preview') return undefined
        previews.push(r.path)
        return jsonResponse(200, { data: { to: 'ada@example.test', news } })
      },
    })
    renderScreen(PATH, <EmailDigestScreen />)
    const button = await screen.findByRole('button', { name: 'Send me a preview' })
    await userEvent.click(button)
    expect(
      await screen.findByText('A preview of your digest is on its way to ada@example.test.'),
    ).toBeTruthy()
    news = false
    await userEvent.click(button)
    expect(await screen.findByText(/Nothing is new for you today/)).toBeTruthy()
    expect(previews).toHaveLength(2)
  })
})
