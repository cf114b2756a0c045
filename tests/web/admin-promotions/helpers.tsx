import { screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import type { PromotionResource } from '@worker/posts/promotions.schemas'
import type { SiteSettings } from '@/lib/site-settings'
import { PromotionEditorModal } from '@/features/admin-promotions/components/promotion-editor-modal'
import type { Me } from '@/lib/session'
import { mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { item, page } from '../helpers/post-resource'
import { renderScreen } from '../helpers/render'

const BASE = ['promotions.view', 'news.view:directory']
/** A member who may create promotions but not manage them. */
export const promoter = () => meFixture({ permissions: [...BASE, 'promotions.create'] })
export const promotionManager = () =>
  meFixture({
    role: 'admin',
    permissions: [...BASE, 'promotions.create', 'promotions.manage'],
  })

type Handler = (request: ApiRequest) => Response | undefined

/** The reads the promotion screens make (me, settings, categories), plus the test's own. */
export const promotionApi = (
  { me = promotionManager(), settings = {} }: { me?: Me; settings?: Partial<SiteSettings> } = {},
  handler: Handler = () => undefined,
) =>
  mockFetch((request) => {
    const own = handler(request)
    if (own) return own
    if (request.method !== 'GET') return undefined
    if (request.path === '/api/me') return item(me)
    if (request.path === '/api/settings') return item(settingsFixture(settings))
    if (request.path === '/api/categories')
      return page(
        [
          {
            id: 3,
            name: 'Food and drink',
            slug: 'food-and-drink',
            parent_id: null,
            type_id: 1,
            position: 0,
            img: null,
            group_id: null,
          },
        ],
        100,
      )
    return undefined
  })

export const openEditor = async ({
  me = promotionManager(),
  settings = {},
  promotionId,
  handler,
}: {
  me?: Me
  settings?: Partial<SiteSettings>
  promotionId?: number
  handler?: Handler
} = {}) => {
  const api = promotionApi({ me, settings }, handler)
  const onClose = vi.fn<() => void>()
  const onSaved = vi.fn<(promotion: PromotionResource) => void>()
  const rendered = renderScreen(
    '/',
    <PromotionEditorModal opened onClose={onClose} onSaved={onSaved} promotionId={promotionId} />,
  )
  const dialog = await screen.findByRole('dialog', {
    name: promotionId === undefined ? 'New promotion' : 'Edit promotion',
  })
  const title = await within(dialog).findByRole('textbox', { name: /^Title/ })
  return { ...rendered, api, dialog, title, onClose, onSaved }
}
