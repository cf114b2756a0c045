import { screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import type { AdvertResource } from '@worker/adverts/adverts.schemas'
import { AdvertEditorModal } from '@/features/admin-adverts/components/advert-editor-modal'
import type { Me } from '@/lib/session'
import { mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { item } from '../helpers/post-resource'
import { renderScreen } from '../helpers/render'

export const admin = () => meFixture({ role: 'admin', permissions: [] })
export const member = () => meFixture({ role: 'member', permissions: [] })

export const advertResource = (overrides: Partial<AdvertResource> = {}): AdvertResource => ({
  id: 7,
  user_id: 1,
  name: 'Riverside Florist',
  description: 'Bouquets delivered the same day',
  href: 'https://florist.example.com/',
  cost: null,
  position: 'sidebar',
  position_id: 'sidebar',
  img: null,
  starts_at: '2026-07-09T23:00:00.000Z',
  ends_at: '2026-07-16T23:00:00.000Z',
  status: 'approved',
  approved_at: '2026-07-01T09:00:00.000Z',
  created_at: '2026-07-01T09:00:00.000Z',
  updated_at: '2026-07-01T09:00:00.000Z',
  total_clicks: 42,
  total_impressions: 1_200,
  ...overrides,
})

type Handler = (request: ApiRequest) => Response | undefined

/** Opens the advert editor (new, or the saved advert `advertId`) as `me`. */
export const openAdvertEditor = async ({
  me = admin(),
  advertId,
  advert = advertResource(),
  handler = () => undefined,
}: { me?: Me; advertId?: number; advert?: AdvertResource; handler?: Handler } = {}) => {
  const api = mockFetch((request) => {
    const own = handler(request)
    if (own) return own
    if (request.method !== 'GET') return undefined
    if (request.path === '/api/me') return item(me)
    if (request.path === '/api/settings') return item(settingsFixture())
    if (request.path === `/api/adverts/${advert.id}`) return item(advert)
    return undefined
  })
  const onClose = vi.fn<() => void>()
  const rendered = renderScreen(
    '/',
    <AdvertEditorModal opened onClose={onClose} advertId={advertId} />,
  )
  const dialog = await screen.findByRole('dialog', {
    name: advertId === undefined ? 'New advert' : 'Edit advert',
  })
  return { ...rendered, api, dialog, onClose }
}

export const tabsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('tab')
    .map((tab) => tab.textContent)
