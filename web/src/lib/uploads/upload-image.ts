import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { UploadImageInput } from '@worker/uploads/uploads.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'

export const INVALID_IMAGE_RESPONSE = 'Invalid response from image upload endpoint.'

/** Spec 02 §5: an image upload must answer with a path; anything else is refused here. */
const withPath = z.object({ path: z.string().min(1), src: z.string().min(1) })

/**
 * POST /api/uploads/img with base64 data and the upload's kind as `path`. A 422 (too large,
 * unsupported, not convertible) is left to the caller to show beside the image field.
 */
export const uploadImage = async (json: UploadImageInput) => {
  const response = await api.uploads.img.$post({ json }, { headers: FORM_ERRORS })
  const body = await response.json()
  if (!withPath.safeParse(body.data).success) throw new Error(INVALID_IMAGE_RESPONSE)
  return body.data
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage })
