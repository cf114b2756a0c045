import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { UploadResource } from '@worker/uploads/uploads.schemas'
import { FileDropArea } from '@/components/uploads/file-drop-area'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'

/** The message editor as its own drop zone (issue 12: one drop zone per editor). */

const uploaded = (id: number, name: string, mime: string): UploadResource => ({
  id,
  path: `images/forum/2026/05/${id}`,
  src: `/api/files/images/forum/2026/05/${id}`,
  kind: 'forum',
  category: mime.startsWith('image/') ? 'images' : 'documents',
  mime,
  client_filename: name,
  filesize: 2048,
  filesize_formatted: '2 KB',
  created_at: '2026-05-01T10:00:00.000Z',
})

function Editor({ onUploaded }: { onUploaded: (upload: UploadResource) => void }) {
  const [text, setText] = useState('')
  return (
    <FileDropArea label="Attach files" kind="forum" maxSize={1024 * 1024} onUploaded={onUploaded}>
      <textarea aria-label="Message" value={text} onChange={(e) => setText(e.target.value)} />
    </FileDropArea>
  )
}

const uploadServer = () => {
  let next = 1
  const server = mockFetch((r) =>
    r.method === 'POST' && r.path === '/api/uploads'
      ? jsonResponse(201, { data: uploaded(next++, 'stored', 'image/png') })
      : undefined,
  )
  /** The files as sent, in order. */
  const sent = () =>
    server.spy.mock.calls.map(([, init]) => {
      const form = init?.body instanceof FormData ? init.body : new FormData()
      const file = form.get('file')
      return file instanceof File ? file.name : null
    })
  return { ...server, sent }
}

const show = () => {
  const onUploaded = vi.fn<(upload: UploadResource) => void>()
  const rendered = renderScreen('/', <Editor onUploaded={onUploaded} />)
  return {
    ...rendered,
    onUploaded,
    message: () => screen.getByRole('textbox', { name: 'Message' }),
  }
}

/** A DataTransfer as a file drag carries it (happy-dom's own lacks files). */
const filesTransfer = (files: File[]) => ({ files, types: ['Files'], dropEffect: 'none' })

const png = () => new File(['\x89PNG'], 'site-plan.png', { type: 'image/png' })
const pdf = () => new File(['%PDF-1.7'], 'agenda.pdf', { type: 'application/pdf' })

describe('FileDropArea', () => {
  it('is one zone: images and documents dropped on the editor are both uploaded', async () => {
    const { sent } = uploadServer()
    const { onUploaded, message } = show()
    const over = createEvent.dragOver(message())
    Object.defineProperty(over, 'dataTransfer', { value: filesTransfer([png(), pdf()]) })
    fireEvent(message(), over)
    // Taken over: the browser does not open the file in place of the page (and lose the draft).
    expect(over.defaultPrevented).toBe(true)
    fireEvent.dragEnter(message(), { dataTransfer: filesTransfer([png(), pdf()]) })
    expect(screen.getByText('Drop to attach')).toBeInTheDocument()
    fireEvent.drop(message(), { dataTransfer: filesTransfer([png(), pdf()]) })
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2))
    expect(sent()).toEqual(['site-plan.png', 'agenda.pdf'])
    expect(screen.queryByText('Drop to attach')).not.toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Attach files' })).toHaveLength(1)
  })

  it('attaches an image pasted into the editor', async () => {
    const { sent } = uploadServer()
    const { onUploaded, message } = show()
    const paste = createEvent.paste(message())
    Object.defineProperty(paste, 'clipboardData', { value: { files: [png()] } })
    fireEvent(message(), paste)
    expect(paste.defaultPrevented).toBe(true)
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1))
    expect(sent()).toEqual(['site-plan.png'])
    expect(await screen.findByText('File uploaded.')).toBeInTheDocument()
  })

  it('leaves dragged text to the editor', () => {
    const { spy } = uploadServer()
    const { message } = show()
    const over = createEvent.dragOver(message())
    Object.defineProperty(over, 'dataTransfer', {
      value: { files: [], types: ['text/plain'], dropEffect: 'none' },
    })
    fireEvent(message(), over)
    expect(over.defaultPrevented).toBe(false)
    expect(spy).not.toHaveBeenCalled()
  })

  it('refuses a type it does not take, or a file over the limit, without uploading', async () => {
    const { spy } = uploadServer()
    const { message } = show()
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'huge.pdf', { type: 'application/pdf' })
    fireEvent.drop(message(), { dataTransfer: filesTransfer([exe, big]) })
    expect(await screen.findByText('setup.exe: Unsupported file type')).toBeInTheDocument()
    expect(screen.getByText('huge.pdf: Maximum filesize is 1Mb')).toBeInTheDocument()
    await waitFor(() => expect(spy).not.toHaveBeenCalled())
  })

  it('chooses files with the Attach files button (keyboard included)', async () => {
    uploadServer()
    const { user, onUploaded } = show()
    await user.upload(screen.getByLabelText('Attach files: choose files'), pdf())
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1))
  })
})
