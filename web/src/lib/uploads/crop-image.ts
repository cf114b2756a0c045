import type { ImageTarget } from './image-targets'
import type { ImageMime } from './sniff-image'

/**
 * Crops a picked image to the area chosen in the dialog and resizes it to exactly the target's
 * width × height in a canvas, returning a data: URL ready for POST /api/uploads/img.
 */
export type CropArea = { x: number; y: number; width: number; height: number }
export type CropRequest = {
  file: Blob
  mime: ImageMime
  area: CropArea | null
  target: ImageTarget
}
/** Injectable so component tests (no canvas in happy-dom) can pass a fake. */
export type CropImage = (request: CropRequest) => Promise<string>

/** Thrown when the browser cannot read or re-encode the image. */
export class ImageConversionError extends Error {}

/** PNGs this large (decoded) are re-encoded as JPEG so a photo still fits the 2 MB image limit. */
const PNG_BUDGET_BYTES = 1_900_000

/** The largest centred area of the target's aspect: the crop when the user has not moved anything. */
export const centredArea = (width: number, height: number, target: ImageTarget): CropArea => {
  const aspect = target.width / target.height
  const cropWidth = Math.min(width, height * aspect)
  const cropHeight = cropWidth / aspect
  return {
    x: (width - cropWidth) / 2,
    y: (height - cropHeight) / 2,
    width: cropWidth,
    height: cropHeight,
  }
}

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new ImageConversionError('The image could not be read'))
    image.src = src
  })

const decodedBytes = (dataUrl: string) =>
  Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4)

export const cropImage: CropImage = async ({ file, mime, area, target }) => {
  const url = URL.createObjectURL(file)
  try {
    const image = await loadImage(url)
    const source = area ?? centredArea(image.naturalWidth, image.naturalHeight, target)
    const canvas = document.createElement('canvas')
    canvas.width = target.width
    canvas.height = target.height
    const context = canvas.getContext('2d')
    if (!context || source.width <= 0 || source.height <= 0)
      throw new ImageConversionError('No canvas')
    context.imageSmoothingQuality = 'high'
    const render = (type: 'image/png' | 'image/jpeg') => {
      context.clearRect(0, 0, target.width, target.height)
      if (type === 'image/jpeg') {
        // JPEG has no transparency: give transparent pixels a white background rather than black.
        context.fillStyle = '#ffffff'
        context.fillRect(0, 0, target.width, target.height)
      }
      context.drawImage(
        image,
        source.x,
        source.y,
        source.width,
        source.height,
        0,
        0,
        target.width,
        target.height,
      )
      return canvas.toDataURL(type, 0.9)
    }
    let data = render(mime === 'image/jpeg' ? 'image/jpeg' : 'image/png')
    if (data.startsWith('data:image/png') && decodedBytes(data) > PNG_BUDGET_BYTES)
      data = render('image/jpeg')
    if (!/^data:image\/(png|jpeg);base64,./.test(data))
      throw new ImageConversionError('The canvas could not encode the image')
    return data
  } finally {
    URL.revokeObjectURL(url)
  }
}
