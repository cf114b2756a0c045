import { env, exports } from 'cloudflare:workers'
import { createExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '@worker/app'
import { readBootData, withBootData } from '@worker/spa/spa-assets'
import { BOOT_DATA_ID } from '@worker/spa/spa.schemas'
import { signedInAs } from '../helpers/factories'

const shell = () =>
  new Response('<!doctype html><html><head><title>Guildhall</title></head><body></body></html>', {
    headers: { 'content-type': 'text/html' },
  })

/** The boot data element's text, as a browser would read it, and how many script elements there are. */
const bootElementOf = (html: string) => {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
  const boot = scripts.find((m) => m[0].includes(`id="${BOOT_DATA_ID}"`))
  return { count: scripts.length, text: boot?.[1] }
}

describe('the SPA shell carries its boot data', () => {
  it('puts who is signed in and the settings into <head> as JSON the app reads back unchanged', async () => {
    const { user, session } = await signedInAs('member')
    const request = new Request('http://localhost/events', {
      headers: { cookie: session.cookie ?? '' },
    })
    const data = await readBootData(app, request, env, createExecutionContext())
    expect(data.me).toMatchObject({ id: user.id, email: user.email })
    const settings = (await (
      await exports.default.fetch('http://localhost/api/settings')
    ).json()) as {
      data: unknown
    }
    expect(data.settings).toEqual(settings.data)

    const html = await withBootData(shell(), data).text()
    const { text } = bootElementOf(html)
    expect(html.indexOf(BOOT_DATA_ID)).toBeLessThan(html.indexOf('</head>'))
    expect(JSON.parse(text ?? '')).toEqual(data)
  })

  it('gives a visitor me: null', async () => {
    const request = new Request('http://localhost/')
    const data = await readBootData(app, request, env, createExecutionContext())
    expect(data.me).toBeNull()
  })

  it('cannot be closed early by a name holding </script> or a comment opener', async () => {
    const hostile = '</script><script>alert(1)</script><!--'
    const html = await withBootData(shell(), { me: { forename: hostile } }).text()
    const { count, text } = bootElementOf(html)
    expect(count).toBe(1)
    expect(html).not.toContain('</script><script>')
    expect(JSON.parse(text ?? '')).toEqual({ me: { forename: hostile } })
  })
})
