import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useId, useRef, useState, type JSX } from 'react'
import { UNSUPPORTED_FILE_TYPE, type UploadKind } from '@worker/uploads/uploads.schemas'
import { ApiError } from '@/lib/api-errors'
import { safeImageSrc } from '@/lib/safe-url'
import { INVALID_IMAGE_RESPONSE, useUploadImage } from '@/lib/uploads/upload-image'
import type { CropImage } from '@/lib/uploads/crop-image'
import { formatTarget, type ImageTarget } from '@/lib/uploads/image-targets'
import { IMAGE_ACCEPT, sniffImage } from '@/lib/uploads/sniff-image'
import type { PickedImage } from './image-crop-dialog'

// The cropper (react-easy-crop) is fetched when an image is picked, not with every form.
const ImageCropDialog = lazy(() =>
  import('./image-crop-dialog').then((m) => ({ default: m.ImageCropDialog })),
)

/**
 * An image field for every editor: pick a jpeg/png/gif/icon, crop it to the field's target size,
 * upload it (POST /api/uploads/img) and hand back its src. Shows the current image with Replace
 * and Remove, and the spec's messages when a file is refused.
 */
export type { ImageTarget }

type Props = {
  label: string
  /** Current image src (or null); shows a preview with Replace and Remove buttons. */
  value: string | null
  /** Called with the uploaded image's src (the `src` of POST /api/uploads/img) or null on remove. */
  onChange: (src: string | null) => void
  /** Crop target, e.g. IMAGE_TARGETS.event ({width:1250,height:640}). */
  target: ImageTarget
  /** Upload folder/kind sent as `path`, e.g. 'event', 'subevent', 'site'. */
  kind: UploadKind
  error?: string
  disabled?: boolean
  /** Said beside the field when the upload fails for another reason than a refusal (a 5xx). */
  failedMessage?: string
  /** The canvas crop; tests pass a fake. */
  crop?: CropImage
}

/** What to say beside the field: a 422's own message, or the invalid-response text; other failures were alerted. */
const problemOf = (error: Error, failedMessage: string | null) => {
  if (error instanceof ApiError)
    return error.status === 422
      ? (error.fields.data?.[0] ?? error.messages[0] ?? failedMessage)
      : failedMessage
  return error.message === INVALID_IMAGE_RESPONSE ? INVALID_IMAGE_RESPONSE : failedMessage
}

/** The uploaded name follows the format the crop produced (an icon comes back as a PNG). */
const renamed = (name: string, dataUrl: string) =>
  `${name.replace(/\.[^.]*$/, '') || 'image'}.${dataUrl.startsWith('data:image/jpeg') ? 'jpg' : 'png'}`

export function ImageCropInput({
  label,
  value,
  onChange,
  target,
  kind,
  error,
  disabled = false,
  failedMessage,
  crop,
}: Props): JSX.Element {
  const labelId = useId()
  const sizeId = useId()
  const reset = useRef<() => void>(null)
  const [picked, setPicked] = useState<PickedImage | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const upload = useUploadImage()

  const close = () => {
    if (picked) URL.revokeObjectURL(picked.url)
    setPicked(null)
    reset.current?.()
  }

  const pick = async (file: File | null) => {
    if (!file) return
    setProblem(null)
    const mime = await sniffImage(file).catch(() => null)
    if (!mime) {
      reset.current?.()
      setProblem(UNSUPPORTED_FILE_TYPE)
      return
    }
    setPicked({ file, mime, url: URL.createObjectURL(file) })
  }

  const send = (data: string) => {
    if (!picked) return
    upload.mutate(
      { data, path: kind, filename: renamed(picked.file.name, data) },
      {
        onSuccess: (uploaded) => {
          close()
          onChange(uploaded.src)
        },
        onError: (failure) => {
          close()
          setProblem(problemOf(failure, failedMessage ?? null))
        },
      },
    )
  }

  const message = problem ?? error
  // A stored address that is not an app path or http(s) (a javascript: or data: one) is never
  // put in the preview's src; Replace and Remove still work on it.
  const preview = safeImageSrc(value)
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text component="span" size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      {preview ? (
        <Image
          src={preview}
          alt={`${label} preview`}
          radius="sm"
          maw={Math.min(target.width, 480)}
          fit="contain"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {value ? 'The current image cannot be shown.' : 'No image chosen.'}
        </Text>
      )}
      <Text size="xs" c="dimmed" id={sizeId}>
        {`${target.hint ? `${target.hint}. ` : ''}Cropped to ${formatTarget(target)}. JPEG, PNG, GIF or ICO.`}
      </Text>
      <Group gap="xs">
        <FileButton
          onChange={(file) => void pick(file)}
          accept={IMAGE_ACCEPT}
          resetRef={reset}
          disabled={disabled || upload.isPending}
          inputProps={{ 'aria-label': `${label}: image file` }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              disabled={disabled || upload.isPending}
              aria-describedby={`${labelId} ${sizeId}`}
            >
              {value ? 'Replace' : 'Choose image'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            disabled={disabled}
            onClick={() => onChange(null)}
            aria-describedby={labelId}
          >
            Remove
          </Button>
        )}
      </Group>
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
      {picked && (
        <Suspense fallback={null}>
          <ImageCropDialog
            key={picked?.url ?? 'closed'}
            image={picked}
            target={target}
            busy={upload.isPending}
            onCancel={close}
            onCropped={send}
            onError={(text) => {
              close()
              setProblem(text)
            }}
            crop={crop}
          />
        </Suspense>
      )}
    </Stack>
  )
}
