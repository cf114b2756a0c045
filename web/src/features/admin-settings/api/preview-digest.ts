import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/**
 * POST /api/email-digest/preview: mails the caller the digest they would get now; answers where
 * it went and whether anything was new. A refusal (the template switched off) is alerted by the
 * API client.
 */
export const usePreviewDigest = () =>
  useMutation({
    mutationFn: async () => {
      const response = await api['email-digest'].preview.$post()
      return (await response.json()).data
    },
  })
