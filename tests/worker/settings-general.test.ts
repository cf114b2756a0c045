import { describe, expect, it } from 'vitest'
import { signedInAs } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

/** The keys of the general settings screen (issue 16): each saves, reads back and clears. */

const save = (session: Session, settings: Record<string, unknown>) =>
  call('/api/settings', { method: 'PUT', session, json: { settings } })

const read = async () => (await call('/api/settings')).body.data as Record<string, unknown>

describe('general settings', () => {
  it('branding: site_logo, site_favicon, pwa_icon and site_cover_image save, read back and clear to null', async () => {
    const { session } = await signedInAs('admin')
    const branding = {
      site_logo: '/api/files/images/site/logo.png',
      site_favicon: '/api/files/images/site/favicon.png',
      pwa_icon: '/api/files/images/site/app-icon.png',
      site_cover_image: '/api/files/images/site/cover.png',
    }
    const saved = await save(session, branding)
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject(branding)
    expect(await read()).toMatchObject(branding)
    const cleared = await save(session, {
      site_logo: null,
      site_favicon: null,
      pwa_icon: null,
      site_cover_image: null,
    })
    expect(cleared.status).toBe(200)
    expect(await read()).toMatchObject({
      site_logo: null,
      site_favicon: null,
      pwa_icon: null,
      site_cover_image: null,
    })
  })

  it('site keys round-trip: currency, likes and comments, availability, buttons text, welcome', async () => {
    const { session } = await signedInAs('admin')
    const changes = {
      site_name: 'Riverside Rowing Club',
      registration_mode: 'open',
      currency_symbol: '€',
      display_likes_and_comments: false,
      display_event_availability: false,
      buttons_text: { book: 'Reserve a seat' },
      site_welcome_msg: 'Welcome aboard!',
    }
    expect((await save(session, changes)).status).toBe(200)
    expect(await read()).toMatchObject(changes)
  })

  it('member-app keys round-trip, the colour normalised to #RRGGBB in upper case', async () => {
    const { session } = await signedInAs('admin')
    const changes = {
      pwa: true,
      pwa_app_name: 'Rowing',
      color_primary: 'ff00aa',
      display_pwa_style: true,
      show_qr_code_icon: true,
      mfa_enabled: true,
      redirect_new_users_to_plans: true,
    }
    const saved = await save(session, changes)
    expect(saved.status).toBe(200)
    expect(await read()).toMatchObject({ ...changes, color_primary: '#FF00AA' })
  })

  it('reads the attribute, welcome, FAQ, forum and upload keys', async () => {
    const data = await read()
    expect(Array.isArray(data.custom_event_attrs)).toBe(true)
    expect(Array.isArray(data.faq_default_questions)).toBe(true)
    expect(typeof data.site_welcome_msg).toBe('string')
    expect(data.is_forum_active).toBe(true)
    expect(typeof data.maxUploadSize).toBe('number')
    expect(typeof data.maxImageUploadSize).toBe('number')
    expect(typeof data.maxForumUploadSize).toBe('number')
  })

  it('refuses an upload limit over the cap, and a bad colour, on their fields', async () => {
    const { session } = await signedInAs('admin')
    const refused = await save(session, {
      maxImageUploadSize: 64 * 1024 * 1024,
      color_primary: 'blue',
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual([
      'settings.color_primary',
      'settings.maxImageUploadSize',
    ])
  })

  it('needs sites.set.settings: a member gets 403, a visitor 401', async () => {
    const { session } = await signedInAs('member')
    const before = (await read()).site_name
    expect((await save(session, { site_name: 'Mine now' })).status).toBe(403)
    expect(
      (await call('/api/settings', { method: 'PUT', json: { settings: { site_name: 'x' } } }))
        .status,
    ).toBe(401)
    expect((await read()).site_name).toBe(before)
  })
})
