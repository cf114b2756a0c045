import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { seedBootData } from '@/lib/boot-data'
import { meKeys } from '@/lib/session'
import { settingsKeys } from '@/lib/site-settings'
import { BOOT_DATA_ID } from '@worker/spa/spa.schemas'

const putBootElement = (text: string) => {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = BOOT_DATA_ID
  element.textContent = text
  document.head.appendChild(element)
}

afterEach(() => document.getElementById(BOOT_DATA_ID)?.remove())

describe('seedBootData', () => {
  it('fills the session and settings queries from the shell, fresh, and removes the element', () => {
    putBootElement(JSON.stringify({ me: { id: 7, forename: 'Ada' }, settings: { site_name: 'G' } }))
    const client = new QueryClient()
    seedBootData(client)
    expect(client.getQueryData(meKeys.all)).toEqual({ id: 7, forename: 'Ada' })
    expect(client.getQueryData(settingsKeys.all)).toEqual({ site_name: 'G' })
    expect(client.getQueryState(meKeys.all)?.isInvalidated).toBe(false)
    expect(document.getElementById(BOOT_DATA_ID)).toBeNull()
  })

  it('keeps a visitor as null, so the app does not ask /api/me again', () => {
    putBootElement(JSON.stringify({ me: null }))
    const client = new QueryClient()
    seedBootData(client)
    expect(client.getQueryState(meKeys.all)?.status).toBe('success')
    expect(client.getQueryData(meKeys.all)).toBeNull()
    expect(client.getQueryState(settingsKeys.all)).toBeUndefined()
  })

  it('leaves the cache empty when there is no element or its JSON is broken', () => {
    const client = new QueryClient()
    seedBootData(client)
    putBootElement('{"me":')
    seedBootData(client)
    expect(client.getQueryState(meKeys.all)).toBeUndefined()
  })
})
