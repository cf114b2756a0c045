import { ActionIcon, Group, Stack, Text } from '@mantine/core'
import { IconX } from '@tabler/icons-react'

type AttachedFile = { id: number; client_filename: string; filesize_formatted?: string }

/** The files attached to a message being written, each with a button to take it off again. */
export function AttachedFileList<F extends AttachedFile>({
  files,
  onRemove,
}: {
  files: F[]
  onRemove: (file: F) => void
}) {
  if (files.length === 0) return null
  return (
    <Stack
      gap={4}
      component="ul"
      p={0}
      mt={6}
      mb={0}
      style={{ listStyle: 'none' }}
      aria-label="Attached files"
    >
      {files.map((file) => (
        <Group key={file.id} component="li" gap="xs" wrap="nowrap">
          <Text size="sm" truncate>
            {file.client_filename}
          </Text>
          {file.filesize_formatted && (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {file.filesize_formatted}
            </Text>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Remove ${file.client_filename}`}
            onClick={() => onRemove(file)}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  )
}
