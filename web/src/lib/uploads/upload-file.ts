import { useMutation } from '@tanstack/react-query'
import type { UploadKind } from '@worker/uploads/uploads.schemas'
import { api, NO_ALERT } from '@/lib/api-client'

/** POST /api/uploads (multipart: file and kind). The caller shows every failure itself. */
export const uploadFile = async ({ file, kind }: { file: File; kind: UploadKind }) => {
  const response = await api.uploads.$post({ form: { file, kind } }, { headers: NO_ALERT })
  return (await response.json()).data
}

export const useUploadFile = () => useMutation({ mutationFn: uploadFile })
