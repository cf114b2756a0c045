import { notifications } from '@mantine/notifications'
import { maxFilesizeMessage, UNSUPPORTED_FILE_TYPE } from '@worker/uploads/upload-limits.schemas'
import type { UploadKind, UploadResource } from '@worker/uploads/uploads.schemas'
import { ApiError } from '@/lib/api-errors'
import { useUploadFile } from '@/lib/uploads/upload-file'

/**
 * The success text differs by area, as the specs word it: member pages (spec 01 §8, checklist
 * M01-UPLOAD-08: "File uploaded.", e.g. forum attachments) and authoring and admin screens
 * (spec 02 §8, M02-UPLOAD-18: 'File uploaded', no full stop).
 */
export const FILE_UPLOADED = { member: 'File uploaded.', admin: 'File uploaded' } as const
export const FILE_NOT_UPLOADED = 'This file could not be uploaded'

export type UploadArea = keyof typeof FILE_UPLOADED

/** Why a file was refused before uploading. */
export type Refusal = 'too-large' | 'unsupported'

type Options = {
  kind: UploadKind
  area: UploadArea
  maxSize?: number
  onUploaded: (upload: UploadResource) => void
}

/**
 * The reason to show for a failed upload: the worker's message for this file (a refusal, or a body
 * over the size limit: 'Maximum filesize is …'), else nothing more.
 */
const reasonOf = (error: Error) =>
  error instanceof ApiError && (error.status === 422 || error.status === 413)
    ? (error.fields.file?.[0] ?? error.message)
    : null

/**
 * Uploading general files (POST /api/uploads) one at a time, each reported with the spec's texts:
 * 'File uploaded.' or 'This file could not be uploaded' with the worker's reason, and a file
 * refused before uploading with 'Unsupported file type' or 'Maximum filesize is …'.
 */
export function useFileUploads({ kind, area, maxSize, onUploaded }: Options) {
  const upload = useUploadFile()

  const send = async (files: File[]) => {
    for (const file of files) {
      // One at a time: large files in parallel would compete for the same connection.
      try {
        onUploaded(await upload.mutateAsync({ file, kind }))
        notifications.show({ color: 'green', message: FILE_UPLOADED[area] })
      } catch (error) {
        const reason = error instanceof Error ? reasonOf(error) : null
        notifications.show({
          color: 'red',
          title: FILE_NOT_UPLOADED,
          message: reason ? `${file.name}: ${reason}` : file.name,
        })
      }
    }
  }

  const refuse = (file: File, why: Refusal) =>
    notifications.show({
      color: 'yellow',
      title: 'File Error',
      message: `${file.name}: ${why === 'too-large' && maxSize !== undefined ? maxFilesizeMessage(maxSize) : UNSUPPORTED_FILE_TYPE}`,
    })

  return { send, refuse, pending: upload.isPending }
}
