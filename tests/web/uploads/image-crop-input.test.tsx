import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ImageCropInput } from '@/components/uploads/image-crop-input'
import type { CropImage } from '@/lib/uploads/crop-image'
import { IMAGE_TARGETS, type ImageTarget } from '@/lib/uploads/image-targets'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'

const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)
const CROPPED = 'data:image/png;base64,iVBORw0KGgo='
const png = (name = 'poster.png') => new File([PNG_BYTES], name, { type: 'image/png' })
const UPLOADED = {
  id: 4,
  path: 'images/event/2026/05/0b6c.png',
  src: '/api/files/images/event/2026/05/0b6c.png',
  kind: 'event',
  category: 'images',
  mime: 'image/png',
  client_filename: 'poster.png',
  filesize: 6000,
  filesize_formatted: '5.9 KB',
  created_at: '2026-05-01T10:00:00.000Z',
}

type Options = { value?: string | null; target?: ImageTarget; crop?: CropImage }

/** The field inside a form that keeps its value, as an editor would. */
const renderField = ({
  value = null,
  target = IMAGE_TARGETS.event,
  crop = async () => CROPPED,
}: Options = {}) => {
  const onChange = vi.fn<(src: string | null) => void>()
  function Form() {
    const [src, setSrc] = useState<string | null>(value)
    return (
      <ImageCropInput
        label="Event image"
        value={src}
        onChange={(next) => {
          onChange(next)
          setSrc(next)
        }}
        target={target}
        kind="event"
        crop={crop}
      />
    )
  }
  const rendered = renderScreen('/', <Form />)
  return {
    ...rendered,
    onChange,
    fileInput: () => screen.getByLabelText('Event image: image file'),
  }
}

describe('ImageCropInput', () => {
  it('crops to the target size and uploads it as base64 with the kind, then shows the uploaded image', async () => {
    const { requests } = mockFetch((r) =>
      r.path === '/api/uploads/img' ? jsonResponse(201, { data: UPLOADED }) : undefined,
    )
    const crop = vi.fn<CropImage>(async () => CROPPED)
    const { user, onChange, fileInput } = renderField({ crop })
    await user.upload(fileInput(), png())

    const dialog = await screen.findByRole('dialog', { name: 'Crop image' })
    expect(dialog).toHaveTextContent('1250 × 640 px')
    await user.click(within(dialog).getByRole('button', { name: 'Use image' }))

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(UPLOADED.src))
    expect(crop).toHaveBeenCalledWith(
      expect.objectContaining({ mime: 'image/png', target: IMAGE_TARGETS.event }),
    )
    expect(requests[0]!.body).toEqual({ data: CROPPED, path: 'event', filename: 'poster.png' })
    expect(screen.getByRole('img', { name: 'Event image preview' })).toHaveAttribute(
      'src',
      UPLOADED.src,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the target hint in the crop dialog when there is one', async () => {
    const { user, fileInput } = renderField({ target: IMAGE_TARGETS.subevent })
    await user.upload(fileInput(), png())
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' })
    expect(dialog).toHaveTextContent('1140 × 400 px')
    expect(dialog).toHaveTextContent('Recommended size: 1100 × 260 px')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it("refuses a file whose bytes are not an image with 'Unsupported file type', without uploading", async () => {
    const { spy } = mockFetch(() => undefined)
    const { user, fileInput, onChange } = renderField()
    const disguised = new File(
      [new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])],
      'holiday.png',
      { type: 'image/png' },
    )
    await user.upload(fileInput(), disguised)
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsupported file type')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(spy).not.toHaveBeenCalled()
    expect(onChange).not.toHaveBeenCalled()
  })

  it("says 'Invalid response from image upload endpoint.' when the upload answers without a path", async () => {
    mockFetch((r) =>
      r.path === '/api/uploads/img' ? jsonResponse(201, { data: { id: 9 } }) : undefined,
    )
    const { user, fileInput, onChange } = renderField()
    await user.upload(fileInput(), png())
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Use image' }),
    )
    expect(
      await screen.findByText('Invalid response from image upload endpoint.'),
    ).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it("says 'Image couldn't be converted to the correct format' when the image cannot be read", async () => {
    const { spy } = mockFetch(() => undefined)
    const { user, fileInput } = renderField({
      crop: async () => Promise.reject(new Error('decode failed')),
    })
    await user.upload(fileInput(), png())
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Use image' }),
    )
    expect(
      await screen.findByText("Image couldn't be converted to the correct format"),
    ).toBeInTheDocument()
    expect(spy).not.toHaveBeenCalled()
  })

  it("shows the worker's refusal beside the field, e.g. 'Maximum filesize is 2Mb'", async () => {
    mockFetch((r) =>
      r.path === '/api/uploads/img'
        ? jsonResponse(422, {
            message: "Request couldn't be processed",
            errors: { data: ['Maximum filesize is 2Mb'] },
          })
        : undefined,
    )
    const { user, fileInput } = renderField()
    await user.upload(fileInput(), png())
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Use image' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum filesize is 2Mb')
  })

  it('shows the current image with Replace and Remove; Remove clears it', async () => {
    const { user, onChange } = renderField({ value: '/api/files/images/event/2026/05/old.png' })
    expect(screen.getByRole('img', { name: 'Event image preview' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Replace' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(onChange).toHaveBeenCalledWith(null)
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument()
  })
  it('never puts a javascript: or data: address in the preview, and still offers Replace and Remove', async () => {
    const { user, onChange } = renderField({ value: 'javascript:alert(1)' })
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('The current image cannot be shown.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Replace' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(onChange).toHaveBeenCalledWith(null)
    expect(screen.getByText('No image chosen.')).toBeInTheDocument()
  })
})
