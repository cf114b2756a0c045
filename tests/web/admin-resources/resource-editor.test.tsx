import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { POST_MESSAGES, type ResourceResource } from '@worker/posts/posts.schemas'
import type { UploadResource } from '@worker/uploads/uploads.schemas'
import type { Me } from '@/lib/session'
import { ResourceEditorModal } from '@/features/admin-resources/components/resource-editor-modal'
import { jsonResponse, type ApiRequest } from '../helpers/fetch-mock'
import {
  item,
  postApi,
  postManager,
  requestsTo,
  resourceFixture,
  writer,
} from '../helpers/post-resource'
import { renderScreen } from '../helpers/render'

// happy-dom has no canvas: the crop hands back a fixed image.
vi.mock('@/lib/uploads/crop-image', () => ({
  cropImage: async () => 'data:image/png;base64,iVBORw0KGgo=',
}))

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)

const uploaded = (overrides: Partial<UploadResource> = {}): UploadResource => ({
  id: 40,
  path: 'documents/resource/2026/06/agenda.pdf',
  src: '/api/files/documents/resource/2026/06/agenda.pdf',
  kind: 'resource-file',
  category: 'documents',
  mime: 'application/pdf',
  client_filename: 'agenda.pdf',
  filesize: 2048,
  filesize_formatted: '2 KB',
  created_at: '2026-06-02T10:00:00.000Z',
  ...overrides,
})
const pdf = (name = 'agenda.pdf', bytes = 9) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })

type Options = {
  me?: Me
  resourceId?: number
  existing?: ResourceResource
  maxUploadSize?: number
  handler?: (request: ApiRequest) => Response | undefined
}

const openEditor = async ({
  me = postManager(),
  resourceId,
  existing = resourceFixture({ id: 6 }),
  maxUploadSize,
  handler = () => undefined,
}: Options = {}) => {
  const api = postApi({ me, maxUploadSize }, (request) => {
    const own = handler(request)
    if (own) return own
    if (request.method === 'GET' && request.path === '/api/resources/6') return item(existing)
    if (request.method === 'PUT' && request.path === '/api/resources/6') return item(existing)
    if (request.method === 'POST' && request.path === '/api/resources')
      return item(resourceFixture({ id: 9, status: 'pending' }), 201)
    return undefined
  })
  const onClose = vi.fn<() => void>()
  const rendered = renderScreen(
    '/',
    <ResourceEditorModal opened onClose={onClose} resourceId={resourceId} />,
  )
  const dialog = await screen.findByRole('dialog', {
    name: resourceId === undefined ? 'New resource' : 'Edit resource',
  })
  return { ...rendered, api, dialog, onClose }
}

const filesTab = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  await user.click(await within(dialog).findByRole('tab', { name: /^Files/ }))
  return within(dialog).getByLabelText('Files: choose files')
}

describe('Resource editor', { timeout: 20_000 }, () => {
  it("says 'Could not load resource.' titled Error and closes when the resource cannot be read", async () => {
    const { onClose } = await openEditor({
      resourceId: 6,
      handler: (request) =>
        request.path === '/api/resources/6' ? jsonResponse(500, { message: 'Boom' }) : undefined,
    })
    expect(await screen.findByText(POST_MESSAGES.couldNotLoadResource)).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it("lists the saved files with their sizes, uploads another, and saves both ids: 'Resource saved'", async () => {
    const { user, dialog, api } = await openEditor({
      resourceId: 6,
      handler: (request) =>
        request.method === 'POST' && request.path === '/api/uploads'
          ? item(uploaded(), 201)
          : undefined,
    })
    const input = await filesTab(user, dialog)
    const files = within(dialog).getByRole('list', { name: 'Attached files' })
    expect(within(files).getByText('minutes.pdf')).toBeInTheDocument()
    expect(within(files).getByText('120 KB')).toBeInTheDocument()
    await user.upload(input, pdf())
    expect(await within(files).findByText('agenda.pdf')).toBeInTheDocument()
    expect(within(files).getByText('2 KB')).toBeInTheDocument()
    expect(within(dialog).getByRole('tab', { name: 'Files (2)' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(POST_MESSAGES.resourceSaved)).toBeInTheDocument()
    const [put] = requestsTo(api.requests, 'PUT', '/api/resources/6')
    expect(put?.body).toMatchObject({ uploads: [31, 40] })
  })

  it('takes a file off with Remove', async () => {
    const { user, dialog, api } = await openEditor({ resourceId: 6 })
    await filesTab(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Remove minutes.pdf' }))
    expect(within(dialog).queryByText('minutes.pdf')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await screen.findByText(POST_MESSAGES.resourceSaved)
    expect(requestsTo(api.requests, 'PUT', '/api/resources/6')[0]?.body).toMatchObject({
      uploads: [],
    })
  })

  it("warns 'File Error' / 'Unsupported file type' for a type off the list, without uploading", async () => {
    const { dialog, api } = await openEditor()
    const user = userEvent.setup({ applyAccept: false })
    const input = await filesTab(user, dialog)
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }))
    expect(await screen.findByText('File Error')).toBeInTheDocument()
    expect(screen.getByText('setup.exe: Unsupported file type')).toBeInTheDocument()
    expect(requestsTo(api.requests, 'POST', '/api/uploads')).toHaveLength(0)
  })

  it('says which type is not supported when a file lands in no known group', async () => {
    const { user, dialog } = await openEditor({
      handler: (request) =>
        request.method === 'POST' && request.path === '/api/uploads'
          ? jsonResponse(201, {
              data: { ...uploaded(), category: 'archives', mime: 'application/zip' },
            })
          : undefined,
    })
    await user.upload(await filesTab(user, dialog), pdf())
    expect(
      await screen.findByText('File type "application/zip" is not supported'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument()
  })

  it("refuses a file over the site's maxUploadSize before uploading", async () => {
    const { user, dialog, api } = await openEditor({ maxUploadSize: 1024 })
    await user.upload(await filesTab(user, dialog), pdf('big.pdf', 4096))
    expect(await screen.findByText('big.pdf: Maximum filesize is 1Kb')).toBeInTheDocument()
    expect(requestsTo(api.requests, 'POST', '/api/uploads')).toHaveLength(0)
  })

  it("says 'This file could not be uploaded' when the upload fails", async () => {
    const { user, dialog } = await openEditor({
      handler: (request) =>
        request.method === 'POST' && request.path === '/api/uploads'
          ? jsonResponse(500, { message: 'Boom' })
          : undefined,
    })
    await user.upload(await filesTab(user, dialog), pdf())
    expect(await screen.findByText(POST_MESSAGES.fileUploadFailed)).toBeInTheDocument()
  })

  it("says 'Banner image could not be uploaded' when the banner upload fails", async () => {
    const { user, dialog } = await openEditor({
      handler: (request) =>
        request.method === 'POST' && request.path === '/api/uploads/img'
          ? jsonResponse(500, { message: 'Boom' })
          : undefined,
    })
    await within(dialog).findByRole('textbox', { name: /^Title/ })
    await user.upload(
      within(dialog).getByLabelText('Banner: image file'),
      new File([PNG], 'banner.png', { type: 'image/png' }),
    )
    const crop = await screen.findByRole('dialog', { name: 'Crop image' })
    expect(crop).toHaveTextContent('1250 × 640 px')
    await user.click(within(crop).getByRole('button', { name: 'Use image' }))
    expect(await within(dialog).findByText(POST_MESSAGES.bannerUploadFailed)).toBeInTheDocument()
  })

  it('gives a member without resources.manage no status or created date, only their own groups, and strips them from the request', async () => {
    const { user, dialog, api } = await openEditor({ me: writer() })
    const title = await within(dialog).findByRole('textbox', { name: /^Title/ })
    expect(within(dialog).queryByLabelText('Status', { selector: 'input' })).not.toBeInTheDocument()
    expect(within(dialog).queryByText('Created')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('tab', { name: 'SEO' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByLabelText('Group', { selector: 'input' }))
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Walking club'])
    await user.click(options[0]!)
    await user.type(title, 'Route maps')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await screen.findByText(POST_MESSAGES.resourceSaved)
    const body = requestsTo(api.requests, 'POST', '/api/resources')[0]?.body
    expect(body).toMatchObject({ title: 'Route maps', group_id: 2 })
    expect(body).not.toHaveProperty('status')
    expect(body).not.toHaveProperty('created_at')
  })

  it('offers a manager every group and the three statuses', async () => {
    const { user, dialog } = await openEditor()
    await user.click(await within(dialog).findByLabelText('Group', { selector: 'input' }))
    const groups = await screen.findAllByRole('option')
    expect(groups.map((o) => o.textContent)).toEqual(['Walking club', 'Board'])
    await user.keyboard('{Escape}')
    await user.click(within(dialog).getByLabelText('Status', { selector: 'input' }))
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Pending',
        'Approved',
        'Rejected',
      ]),
    )
  })
})
