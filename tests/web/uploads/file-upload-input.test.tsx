import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { UploadResource } from '@worker/uploads/uploads.schemas'
import { FileUploadInput } from '@/components/uploads/file-upload-input'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'

const UPLOADED: UploadResource = {
  id: 12,
  path: 'documents/resource/2026/05/5d1e.pdf',
  src: '/api/files/documents/resource/2026/05/5d1e.pdf',
  kind: 'resource',
  category: 'documents',
  mime: 'application/pdf',
  client_filename: 'minutes.pdf',
  filesize: 348160,
  filesize_formatted: '340 KB',
  created_at: '2026-05-01T10:00:00.000Z',
}
const pdf = () => new File(['%PDF-1.7\n'], 'minutes.pdf', { type: 'application/pdf' })

const renderInput = ({ maxSize, area }: { maxSize?: number; area?: 'member' | 'admin' } = {}) => {
  const onUploaded = vi.fn<(upload: UploadResource) => void>()
  const rendered = renderScreen(
    '/',
    <FileUploadInput
      label="Resource files"
      kind="resource"
      onUploaded={onUploaded}
      maxSize={maxSize}
      area={area}
    />,
  )
  return {
    ...rendered,
    onUploaded,
    input: () => screen.getByLabelText('Resource files: choose files'),
  }
}

describe('FileUploadInput', () => {
  it("uploads the file with its kind and says 'File uploaded.' on member pages (spec 01)", async () => {
    const { spy, requests } = mockFetch((r) =>
      r.method === 'POST' && r.path === '/api/uploads'
        ? jsonResponse(201, { data: UPLOADED })
        : undefined,
    )
    const { user, input, onUploaded } = renderInput()
    await user.upload(input(), pdf())
    expect(await screen.findByText('File uploaded.')).toBeInTheDocument()
    expect(onUploaded).toHaveBeenCalledWith(UPLOADED)
    expect(requests).toHaveLength(1)
    const sent = spy.mock.calls[0]![1]!.body
    const form = sent instanceof FormData ? sent : new FormData()
    expect(form.get('kind')).toBe('resource')
    expect(form.get('file')).toHaveProperty('name', 'minutes.pdf')
  })

  it("says 'File uploaded', without a full stop, on authoring and admin screens (spec 02)", async () => {
    mockFetch((r) =>
      r.method === 'POST' && r.path === '/api/uploads'
        ? jsonResponse(201, { data: UPLOADED })
        : undefined,
    )
    const { user, input } = renderInput({ area: 'admin' })
    await user.upload(input(), pdf())
    expect(await screen.findByText('File uploaded')).toBeInTheDocument()
    expect(screen.queryByText('File uploaded.')).not.toBeInTheDocument()
  })

  it("says 'This file could not be uploaded' when the upload fails", async () => {
    mockFetch((r) =>
      r.path === '/api/uploads'
        ? jsonResponse(500, { message: 'There was an error on the server' })
        : undefined,
    )
    const { user, input, onUploaded } = renderInput()
    await user.upload(input(), pdf())
    expect(await screen.findByText('This file could not be uploaded')).toBeInTheDocument()
    expect(screen.queryByText(/^File uploaded/)).not.toBeInTheDocument()
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it("gives the worker's reason when it refuses the file's bytes", async () => {
    mockFetch((r) =>
      r.path === '/api/uploads'
        ? jsonResponse(422, {
            message: 'Unsupported file type',
            errors: { file: ['Unsupported file type'] },
          })
        : undefined,
    )
    const { user, input } = renderInput()
    await user.upload(input(), pdf())
    expect(await screen.findByText('This file could not be uploaded')).toBeInTheDocument()
    expect(screen.getByText('minutes.pdf: Unsupported file type')).toBeInTheDocument()
  })

  it("gives the worker's reason when the body is over the limit (413)", async () => {
    mockFetch((r) =>
      r.path === '/api/uploads'
        ? jsonResponse(413, {
            message: 'Maximum filesize is 95Mb',
            errors: { file: ['Maximum filesize is 95Mb'] },
          })
        : undefined,
    )
    const { user, input } = renderInput()
    await user.upload(input(), pdf())
    expect(await screen.findByText('minutes.pdf: Maximum filesize is 95Mb')).toBeInTheDocument()
  })

  it("states a limit under 1 MB in KB: 'Maximum filesize is 512Kb', without uploading", async () => {
    const { spy } = mockFetch(() => undefined)
    const { user, input } = renderInput({ maxSize: 512 * 1024 })
    const big = new File([new Uint8Array(600 * 1024)], 'big.pdf', { type: 'application/pdf' })
    await user.upload(input(), big)
    expect(await screen.findByText('big.pdf: Maximum filesize is 512Kb')).toBeInTheDocument()
    await waitFor(() => expect(spy).not.toHaveBeenCalled())
  })

  it("refuses a type it does not take with 'Unsupported file type', without uploading", async () => {
    const { spy } = mockFetch(() => undefined)
    const { input } = renderInput()
    // A browser's "All files" choice ignores accept: so does this user.
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(input(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }))
    expect(await screen.findByText('setup.exe: Unsupported file type')).toBeInTheDocument()
    await waitFor(() => expect(spy).not.toHaveBeenCalled())
  })
})
