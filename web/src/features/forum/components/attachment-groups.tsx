import { Anchor, Box, Group, Image, Stack, Text, Title } from '@mantine/core'
import type { ForumFile, UploadFiles } from '@worker/forum/forum-responses.schemas'
import { safeImageSrc } from '@/lib/safe-url'

/**
 * A post's attachments grouped by category (spec 01 §2): images as thumbnails linking to the file,
 * audio and video with the browser's player, documents as download links with their size. Every
 * address comes from the API (/api/files/…); one that is not an app or web address is not shown.
 */
const withSrc = (files: ForumFile[]) =>
  files.flatMap((file) => {
    const src = safeImageSrc(file.src)
    return src ? [{ ...file, src }] : []
  })

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={4} size="xs" c="dimmed" tt="uppercase">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

export function AttachmentGroups({ files }: { files: UploadFiles }) {
  const images = withSrc(files.images)
  const audio = withSrc(files.audio)
  const videos = withSrc(files.videos)
  const documents = withSrc(files.documents)
  if (images.length + audio.length + videos.length + documents.length === 0) return null
  return (
    <Stack gap="sm" maw="100%">
      {images.length > 0 && (
        <Section title="Images">
          <Group gap="xs">
            {images.map((file) => (
              <Anchor
                key={file.id}
                href={file.src}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={file.client_filename}
              >
                <Image
                  src={file.src}
                  alt={file.client_filename}
                  w={96}
                  h={96}
                  fit="cover"
                  radius="sm"
                />
              </Anchor>
            ))}
          </Group>
        </Section>
      )}
      {audio.length > 0 && (
        <Section title="Audio">
          {audio.map((file) => (
            <Box key={file.id} maw="100%">
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {file.client_filename}
              </Text>
              <audio
                controls
                preload="none"
                src={file.src}
                aria-label={file.client_filename}
                style={{ maxWidth: '100%' }}
              />
            </Box>
          ))}
        </Section>
      )}
      {videos.length > 0 && (
        <Section title="Videos">
          {videos.map((file) => (
            <video
              key={file.id}
              controls
              preload="metadata"
              src={file.src}
              aria-label={file.client_filename}
              style={{ maxWidth: '100%' }}
            />
          ))}
        </Section>
      )}
      {documents.length > 0 && (
        <Section title="Documents">
          {documents.map((file) => (
            <Text key={file.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Anchor href={file.src} download={file.client_filename}>
                {file.client_filename}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                ({file.filesize_formatted})
              </Text>
            </Text>
          ))}
        </Section>
      )}
    </Stack>
  )
}
