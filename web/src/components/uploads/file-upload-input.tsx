import { Group, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { useId } from 'react'
import {
  UNSUPPORTED_FILE_TYPE,
  type UploadKind,
  type UploadResource,
} from '@worker/uploads/uploads.schemas'
import { FILE_ACCEPT } from '@/lib/uploads/file-accept'
import { useFileUploads, type UploadArea } from './use-file-uploads'

type Props = {
  label: string
  /** What the files are for, sent as `kind`. */
  kind?: UploadKind
  /** Where the field is: member pages or authoring/admin screens (their success texts differ). */
  area?: UploadArea
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
 * A drop zone of its own (or click / Enter to browse) for general files, for a form whose files
 * are not attached to a message; a message editor takes files on itself (file-drop-area.tsx).
 * Each file is uploaded and reported as use-file-uploads.ts says.
 */
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
  const { send, refuse, pending } = useFileUploads({ kind, area, maxSize, onUploaded })

  const refuseAll = (rejections: FileRejection[]) => {
    for (const { file, errors } of rejections)
      refuse(file, errors.some((e) => e.code === 'file-too-large') ? 'too-large' : 'unsupported')
  }

  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Dropzone
        onDrop={(files) => void send(files)}
        onReject={refuseAll}
        accept={accept}
        maxSize={maxSize}
        multiple={multiple}
        disabled={disabled}
        loading={pending}
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
