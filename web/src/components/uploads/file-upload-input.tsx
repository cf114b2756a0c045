import { Group, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { notifications } from '@mantine/notifications'
import { useId } from 'react'
import {
  maxFilesizeMessage,
  UNSUPPORTED_FILE_TYPE,
  type UploadKind,
  type UploadResource,
} from '@worker/uploads/uploads.schemas'
import { ApiError } from '@/lib/api-errors'
import { useUploadFile } from '@/lib/uploads/upload-file'
import { FILE_ACCEPT } from '@/lib/uploads/file-accept'

/**
 * A drop zone (or click / Enter to browse) for general files: each file is uploaded on its own
 * (POST /api/uploads) and reported with the spec's texts — 'File uploaded.' or 'This file could
 * not be uploaded', and 'Unsupported file type' for a type we do not take.
 *
 * The success text differs by area, as the specs word it: member pages (spec 01 §8, checklist
 * M01-UPLOAD-08: "File uploaded.", e.g. forum attachments) and authoring and admin screens
 * (spec 02 §8, M02-UPLOAD-18: 'File uploaded', no full stop).
 */
export const FILE_UPLOADED = { member: 'File uploaded.', admin: 'File uploaded' } as const
export const FILE_NOT_UPLOADED = 'This file could not be uploaded'

type Props = {
  label: string
  /** What the files are for, sent as `kind`. */
  kind?: UploadKind
  /** Where the field is: member pages or authoring/admin screens (their success texts differ). */
  area?: keyof typeof FILE_UPLOADED
  /** Called once per stored file. */
  onUploaded: (upload: UploadResource) => void
  /** A react-dropzone accept map narrower than every supported type. */
  accept?: Record<string, string[]>
  /** Refuse larger files before uploading (the worker enforces maxUploadSize anyway). */
  maxSize?: number
  multiple?: boolean
  disabled?: boolean
}

/**
 * The reason to show for a failed upload: the worker's message for this file (a refusal, or a body
 * over the size limit: 'Maximum filesize is …'), else nothing more.
 */
const reasonOf = (error: Error) =>
  error instanceof ApiError && (error.status === 422 || error.status === 413)
    ? (error.fields.file?.[0] ?? error.message)
    : null

export function FileUploadInput({
  label,
  kind = 'file',
  area = 'member',
  onUploaded,
  accept = FILE_ACCEPT,
  maxSize,
  multiple = true,
  disabled = false,
}: Props) {
  const labelId = useId()
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

  const refuse = (rejections: FileRejection[]) => {
    for (const { file, errors } of rejections) {
      const tooLarge = maxSize !== undefined && errors.some((e) => e.code === 'file-too-large')
      notifications.show({
        color: 'yellow',
        title: 'File Error',
        message: `${file.name}: ${tooLarge ? maxFilesizeMessage(maxSize) : UNSUPPORTED_FILE_TYPE}`,
      })
    }
  }

  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Dropzone
        onDrop={(files) => void send(files)}
        onReject={refuse}
        accept={accept}
        maxSize={maxSize}
        multiple={multiple}
        disabled={disabled}
        loading={upload.isPending}
        aria-labelledby={labelId}
        inputProps={{ 'aria-label': `${label}: choose files` }}
      >
        <Group justify="center" mih={90} style={{ pointerEvents: 'none' }}>
          <Stack gap={4} align="center">
            <Dropzone.Idle>
              <Text size="sm">Drop files here or click to choose</Text>
            </Dropzone.Idle>
            <Dropzone.Accept>
              <Text size="sm">Drop to upload</Text>
            </Dropzone.Accept>
            <Dropzone.Reject>
              <Text size="sm">{UNSUPPORTED_FILE_TYPE}</Text>
            </Dropzone.Reject>
            <Text size="xs" c="dimmed" ta="center">
              Images, audio, video, PDF, Office documents and text files.
            </Text>
          </Stack>
        </Group>
      </Dropzone>
    </Stack>
  )
}
