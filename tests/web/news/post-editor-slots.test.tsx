import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { NewsEditorProps, ResourceEditorProps } from '@/app/routes/public/post-editor-modules'
import { NewsRoute } from '@/app/routes/public/news-route'
import { ResourcesRoute } from '@/app/routes/public/resources-route'
import type { Me } from '@/lib/session'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { newsSummary, pageOf, resourceSummary } from '../helpers/post-fixtures'
import { renderScreen } from '../helpers/render'

// Stand-ins for the admin helpers' editors: the slots must open them with the post's id, or none
// for a new one, and close them.
vi.mock('@/app/routes/public/post-editor-modules', () => {
  const NewsEditor = ({ opened, onClose, newsId }: NewsEditorProps) =>
    opened ? (
      <div role="dialog" aria-label={newsId ? `Edit news ${newsId}` : 'New news post'}>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ) : null
  const ResourceEditor = ({ opened, resourceId }: ResourceEditorProps) =>
    opened ? (
      <div role="dialog" aria-label={resourceId ? `Edit resource ${resourceId}` : 'New resource'} />
    ) : null
  return {
    newsEditorModule: async () => ({ default: NewsEditor }),
    resourceEditorModule: async () => ({ default: ResourceEditor }),
  }
})

const api = (me: Me) =>
  mockFetch((req) => {
    if (req.path === '/api/me') return jsonResponse(200, { data: me })
    if (req.path === '/api/settings') return jsonResponse(200, { data: settingsFixture() })
    if (req.path === '/api/news')
      return pageOf([newsSummary(1, { can_edit: true }), newsSummary(2)], 2, 1)
    if (req.path === '/api/resources') return pageOf([resourceSummary(5, { can_edit: true })], 1, 1)
    return undefined
  })

const viewer = (...extra: string[]) =>
  meFixture({ permissions: ['news.view:directory', 'resources.view', ...extra] })

describe('the news editor slot', { timeout: 20_000 }, () => {
  it('gives holders of news.create "Write a news post", which opens the editor on a new post', async () => {
    api(viewer('news.create'))
    const { user } = renderScreen('/news', <NewsRoute />)
    await user.click(await screen.findByRole('button', { name: 'Write a news post' }))
    const dialog = await screen.findByRole('dialog', { name: 'New news post' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens the editor on a post its reader may edit, and offers Edit on no other', async () => {
    api(viewer('news.create-billable'))
    const { user } = renderScreen('/news', <NewsRoute />)
    expect(await screen.findByRole('button', { name: 'Write a news post' })).toBeInTheDocument()
    const editable = await screen.findByRole('article', { name: 'Post 1' })
    expect(
      within(screen.getByRole('article', { name: 'Post 2' })).queryByRole('button', {
        name: 'Edit',
      }),
    ).not.toBeInTheDocument()
    await user.click(within(editable).getByRole('button', { name: 'Edit' }))
    expect(await screen.findByRole('dialog', { name: 'Edit news 1' })).toBeInTheDocument()
  })

  it('offers no "Write a news post" to a member without a news create permission', async () => {
    api(viewer())
    renderScreen('/news', <NewsRoute />)
    expect(await screen.findByRole('article', { name: 'Post 1' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Write a news post' })).not.toBeInTheDocument()
  })
})

describe('the resource editor slot', { timeout: 20_000 }, () => {
  it('gives holders of resources.create "Add a resource" and Edit where allowed', async () => {
    api(viewer('resources.create'))
    const { user } = renderScreen('/resources', <ResourcesRoute />)
    await user.click(await screen.findByRole('button', { name: 'Add a resource' }))
    expect(await screen.findByRole('dialog', { name: 'New resource' })).toBeInTheDocument()
  })

  it('opens the editor on a resource from its card', async () => {
    api(viewer())
    const { user } = renderScreen('/resources', <ResourcesRoute />)
    const card = await screen.findByRole('article', { name: 'Resource 5' })
    expect(screen.queryByRole('button', { name: 'Add a resource' })).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Edit' }))
    expect(await screen.findByRole('dialog', { name: 'Edit resource 5' })).toBeInTheDocument()
  })
})
