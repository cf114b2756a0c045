import { Paper, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useSettings } from '@/lib/site-settings'
import { previewOf, sampleValues } from '../lib/sample-values'

type Props = {
  subject: string
  text: string
  placeholders: readonly string[]
}

/**
 * The message as a member would read it, with sample values (the site's own name for :site_name).
 * Plain text: what an admin types is never read as HTML.
 */
export function TemplatePreview({ subject, text, placeholders }: Props) {
  const settings = useSettings()
  const headingId = useId()
  const values = sampleValues(
    placeholders,
    settings.data?.site_name ?? 'Guildhall',
    window.location.origin,
  )
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId}>
      <Text size="sm" fw={500} id={headingId}>
        Preview
      </Text>
      <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
        <Stack gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="preview-subject">
            {previewOf(subject, values)}
          </Text>
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="preview-text"
          >
            {previewOf(text, values)}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  )
}
