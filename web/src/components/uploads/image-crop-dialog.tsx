import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
import { NOT_CONVERTIBLE } from '@worker/uploads/uploads.schemas'
import { cropImage, type CropImage } from '@/lib/uploads/crop-image'
import { formatTarget, type ImageTarget } from '@/lib/uploads/image-targets'
import type { ImageMime } from '@/lib/uploads/sniff-image'

/**
 * Spec 02 §2 image resize dialog: the picked image under a crop frame of the target's aspect,
 * a zoom slider, and Cancel / Use image. "Use image" crops and resizes to exactly the target.
 * The frame moves with the mouse, touch or the arrow keys. Give it a `key` per picked image so
 * zoom and position start afresh.
 */
export type PickedImage = { file: File; mime: ImageMime; url: string }

type Props = {
  /** The picked image; the dialog is open while there is one. */
  image: PickedImage | null
  target: ImageTarget
  /** The upload is under way: Use image shows it is busy. */
  busy?: boolean
  onCancel: () => void
  /** The cropped image as a data: URL of exactly target.width × target.height. */
  onCropped: (dataUrl: string) => void
  onError: (message: string) => void
  /** The canvas work; replaced by a fake in tests (happy-dom has no canvas). */
  crop?: CropImage
}

export function ImageCropDialog({
  image,
  target,
  busy = false,
  onCancel,
  onCropped,
  onError,
  crop = cropImage,
}: Props) {
  const [position, setPosition] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | null>(null)
  const [converting, setConverting] = useState(false)

  const confirm = async () => {
    if (!image) return
    setConverting(true)
    try {
      onCropped(await crop({ file: image.file, mime: image.mime, area, target }))
    } catch {
      onError(NOT_CONVERTIBLE)
    } finally {
      setConverting(false)
    }
  }

  const close = () => {
    if (!busy && !converting) onCancel()
  }

  return (
    <Modal opened={image !== null} onClose={close} title="Crop image" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          The image will be cropped to <strong>{formatTarget(target)}</strong>.
        </Text>
        {target.hint && (
          <Text size="sm" c="dimmed">
            {target.hint}
          </Text>
        )}
        <Box
          pos="relative"
          h={{ base: 220, sm: 340 }}
          bg="dark.6"
          style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
        >
          {image && (
            <Cropper
              image={image.url}
              crop={position}
              zoom={zoom}
              aspect={target.width / target.height}
              onCropChange={setPosition}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              cropperProps={{ 'aria-label': 'Crop frame: use the arrow keys to move the image' }}
              mediaProps={{ alt: 'Image to crop' }}
            />
          )}
        </Box>
        <Text size="sm" c="dimmed">
          Drag the image or use the arrow keys to choose what shows inside the frame.
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="image-crop-zoom">
            Zoom
          </Text>
          <Slider
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            thumbLabel="Zoom"
            label={(v) => `${v.toFixed(1)}×`}
            aria-labelledby="image-crop-zoom"
          />
        </Stack>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close} disabled={busy || converting}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={busy || converting}>
            Use image
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
