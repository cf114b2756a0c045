import { Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useFormContext } from 'react-hook-form'
import type { UploadedFile } from '@worker/posts/posts.schemas'
import { MAX_FILE_UPLOAD_BYTES, type UploadResource } from '@worker/uploads/uploads.schemas'
import { AttachedFileList } from '@/components/uploads/attached-file-list'
import { FileUploadInput } from '@/components/uploads/file-upload-input'
import { useSettings } from '@/lib/site-settings'
import type { ResourceFormValues } from '../lib/resource-form'

/** Spec 02 §3: the groups a resource's files are listed under. */
const CATEGORIES: readonly string[] = ['images', 'audio', 'documents', 'videos']

/** Spec 02 §5 'File type "{type}" is not supported' (a file in none of the four groups). */
export const typeNotSupported = (type: string) => `File type "${type}" is not supported`

export type ResourceFile = Pick<UploadedFile, 'id' | 'client_filename' | 'filesize_formatted'>

type Props = {
  files: ResourceFile[]
  onChange: (files: ResourceFile[]) => void
}

/**
 * A resource's downloads: a drop zone uploading through POST /api/uploads (refusing types off the
 * allowed list with 'File Error / Unsupported file type' and files over the site's maxUploadSize),
 * then each file's name and size with Remove. The form's `uploads` follows the list.
 */
export function ResourceFilesTab({ files, onChange }: Props) {
  const { setValue } = useFormContext<ResourceFormValues>()
  const settings = useSettings()
  const maxSize = settings.data?.maxUploadSize ?? MAX_FILE_UPLOAD_BYTES

  const replace = (next: ResourceFile[]) => {
    onChange(next)
    setValue(
      'uploads',
      next.map((file) => file.id),
      { shouldDirty: true },
    )
  }

  const add = (upload: UploadResource) => {
    if (!CATEGORIES.includes(upload.category)) {
      notifications.show({
        color: 'yellow',
        title: 'File Error',
        message: typeNotSupported(upload.mime),
      })
      return
    }
    replace([...files, upload])
  }

  return (
    <Stack gap="sm">
      <FileUploadInput
        label="Files"
        kind="resource-file"
        area="admin"
        maxSize={maxSize}
        onUploaded={add}
      />
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files attached yet.
        </Text>
      ) : (
        <AttachedFileList
          files={files}
          onRemove={(file) => replace(files.filter((f) => f.id !== file.id))}
        />
      )}
    </Stack>
  )
}
