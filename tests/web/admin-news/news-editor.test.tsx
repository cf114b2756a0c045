import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { POST_MESSAGES, type NewsResource } from '@worker/posts/posts.schemas'
import type { Me } from '@/lib/session'
import { NewsEditorModal } from '@/features/admin-news/components/news-editor-modal'
import { jsonResponse } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'
import {
  contributor,
  item,
  newsFixture,
  postApi,
  postManager,
  requestsTo,
  writer,
} from '../helpers/post-resource'
import { renderScreen } from '../helpers/render'

const openEditor = async ({
  me = postManager(),
  newsId,
  saved = newsFixture({ id: 9, title: 'Summer newsletter' }),
  existing = newsFixture({ id: 5 }),
}: { me?: Me; newsId?: number; saved?: NewsResource; existing?: NewsResource } = {}) => {
  const api = postApi({ me }, (request) => {
    if (request.method === 'POST' && request.path === '/api/news') return item(saved, 201)
    if (request.method === 'PUT' && request.path === `/api/news/${existing.id}`) return item(saved)
    if (request.method === 'GET' && request.path === `/api/news/${existing.id}`)
      return item(existing)
    return undefined
  })
  const onClose = vi.fn<() => void>()
  const onSaved = vi.fn<(news: NewsResource) => void>()
  const rendered = renderScreen(
    '/',
    <NewsEditorModal opened onClose={onClose} onSaved={onSaved} newsId={newsId} />,
  )
  const dialog = await screen.findByRole('dialog', {
    name: newsId === undefined ? 'New news post' : 'Edit news post',
  })
  const title = await within(dialog).findByRole('textbox', { name: /^Title/ })
  return { ...rendered, api, dialog, title, onClose, onSaved }
}

const postBody = (requests: Parameters<typeof requestsTo>[0]) => {
  const [post] = requestsTo(requests, 'POST', '/api/news')
  return post?.body as Record<string, unknown> | undefined
}

describe('News editor: who sees what', { timeout: 20_000 }, () => {
  it('gives a news.manage holder the status (pending, approved, rejected), the created date and the SEO tab', async () => {
    const { user, dialog } = await openEditor()
    const status = within(dialog).getByLabelText('Status', { selector: 'input' })
    // Spec 02 §4: news a manager writes starts approved.
    expect(status).toHaveValue('Approved')
    await user.click(status)
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Pending', 'Approved', 'Rejected'])
    expect(within(dialog).getByText('Created')).toBeInTheDocument()
    expect(within(dialog).getByRole('tab', { name: 'SEO' })).toBeInTheDocument()
  })

  it('shows a member with news.create no status, no created date and no SEO tab', async () => {
    const { dialog } = await openEditor({ me: writer() })
    expect(within(dialog).queryByLabelText('Status', { selector: 'input' })).not.toBeInTheDocument()
    expect(within(dialog).queryByText('Created')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('tab', { name: 'SEO' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('tab', { name: 'Details' })).toBeInTheDocument()
  })

  it('gives a contributor the SEO tab but not the status', async () => {
    const { dialog } = await openEditor({ me: contributor() })
    expect(within(dialog).getByRole('tab', { name: 'SEO' })).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Status', { selector: 'input' })).not.toBeInTheDocument()
  })

  it('tells a member without any news permission that they may not write news', async () => {
    postApi({ me: meFixture() })
    renderScreen('/', <NewsEditorModal opened onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'New news post' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are not allowed to write news posts.',
    )
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })
})

describe('News editor: saving', { timeout: 20_000 }, () => {
  it(`saves a manager's post as approved and says '${POST_MESSAGES.newsSaved}'`, async () => {
    const { user, dialog, title, api, onSaved, onClose } = await openEditor()
    await user.type(title, 'Summer newsletter')
    await user.type(within(dialog).getByRole('textbox', { name: 'Excerpt' }), 'What happened')
    await user.click(within(dialog).getByRole('tab', { name: 'SEO' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'SEO title' }), 'Newsletter')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText(POST_MESSAGES.newsSaved)).toBeInTheDocument()
    expect(postBody(api.requests)).toMatchObject({
      title: 'Summer newsletter',
      excerpt: 'What happened',
      status: 'approved',
      settings: { title: 'Newsletter' },
    })
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it(`sends a member's post without status, created date or settings and says '${POST_MESSAGES.newsSubmitted}'`, async () => {
    const { user, dialog, title, api } = await openEditor({
      me: writer(),
      saved: newsFixture({ id: 9, status: 'pending' }),
    })
    await user.type(title, 'Club walk report')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText(POST_MESSAGES.newsSubmitted)).toBeInTheDocument()
    const body = postBody(api.requests)
    expect(body).toMatchObject({ title: 'Club walk report' })
    // Spec 02 §6 (M02-NEWS-12): without manage the payload never holds these.
    expect(body).not.toHaveProperty('status')
    expect(body).not.toHaveProperty('created_at')
    expect(body).not.toHaveProperty('settings')
    expect(screen.queryByText(POST_MESSAGES.newsSaved)).not.toBeInTheDocument()
  })

  it('flags an excerpt of 251 characters and does not save it', async () => {
    const { user, dialog, title, api } = await openEditor()
    await user.type(title, 'Long one')
    const excerpt = within(dialog).getByRole('textbox', { name: 'Excerpt' })
    await user.click(excerpt)
    await user.paste('x'.repeat(251))
    expect(within(dialog).getByText('251/250 characters')).toBeInTheDocument()
    expect(excerpt).toHaveAttribute('aria-invalid', 'true')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('Excerpt must be 250 characters or fewer'),
    ).toBeInTheDocument()
    expect(requestsTo(api.requests, 'POST', '/api/news')).toHaveLength(0)
  })

  it("puts the worker's 422 beside the field", async () => {
    const api = postApi({}, (request) =>
      request.method === 'POST' && request.path === '/api/news'
        ? jsonResponse(422, {
            message: 'The given data was invalid.',
            errors: { title: ['Title is already used'] },
          })
        : undefined,
    )
    const { user } = renderScreen('/', <NewsEditorModal opened onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'New news post' })
    await user.type(await within(dialog).findByRole('textbox', { name: /^Title/ }), 'Dup')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Title is already used')).toBeInTheDocument()
    expect(requestsTo(api.requests, 'POST', '/api/news')).toHaveLength(1)
    expect(screen.queryByText(POST_MESSAGES.newsSaved)).not.toBeInTheDocument()
  })

  it('lets a manager approve a pending post: the PUT carries status approved', async () => {
    const existing = newsFixture({ id: 5, status: 'pending', title: 'Waiting post' })
    const { user, dialog, api } = await openEditor({
      newsId: 5,
      existing,
      saved: { ...existing, status: 'approved', recently_approved: true },
    })
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Waiting post')
    await user.click(within(dialog).getByLabelText('Status', { selector: 'input' }))
    await user.click(await screen.findByRole('option', { name: 'Approved' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(POST_MESSAGES.newsSaved)).toBeInTheDocument()
    const [put] = requestsTo(api.requests, 'PUT', '/api/news/5')
    expect(put?.body).toMatchObject({ status: 'approved', title: 'Waiting post' })
  })
})
