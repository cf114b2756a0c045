import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { IconFileText, IconMovie, IconMusic, IconPhoto } from '@tabler/icons-react'
import type { UploadFiles } from '@worker/posts/posts.schemas'
import { safeImageSrc } from '@/lib/safe-url'

const KINDS = [
  { key: 'documents', Icon: IconFileText, label: 'Document' },
  { key: 'images', Icon: IconPhoto, label: 'Image' },
  { key: 'audio', Icon: IconMusic, label: 'Audio' },
  { key: 'videos', Icon: IconMovie, label: 'Video' },
] as const

/**
 * Spec 01 §2: a resource's files under "Downloads", each its name (a download link), size and
 * type. A file whose address is not an app or web address is not offered.
 */
export function DownloadsList({ files }: { files: UploadFiles }) {
  const rows = KINDS.flatMap(({ key, Icon, label }) =>
    files[key].flatMap((file) => {
      const src = safeImageSrc(file.src)
      return src ? [{ ...file, src, Icon, label }] : []
    }),
  )
  if (rows.length === 0) return null
  return (
    <Stack gap="xs" component="section" aria-labelledby="resource-downloads">
      <Title order={2} size="h4" id="resource-downloads">
        Downloads
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map(({ Icon, label, ...file }) => (
          <Group key={file.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <Icon size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                href={file.src}
                download={file.client_filename}
                style={{ overflowWrap: 'anywhere' }}
              >
                {file.client_filename}
              </Anchor>
              <Text size="xs" c="dimmed">
                {label} · {file.filesize_formatted}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}
