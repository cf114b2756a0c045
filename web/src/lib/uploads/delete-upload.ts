import { useMutation } from '@tanstack/react-query'
import type { DeleteUploadInput } from '@worker/uploads/uploads.schemas'
import { api } from '@/lib/api-client'

/** DELETE /api/uploads with the upload's path and id (both must match one upload). */
export const deleteUpload = async (json: DeleteUploadInput) => {
  const response = await api.uploads.$delete({ json })
  return (await response.json()).data
}

export const useDeleteUpload = () => useMutation({ mutationFn: deleteUpload })
