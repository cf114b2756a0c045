import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { PlaceholderChips } from './placeholder-chips'
import { TemplatePreview } from './template-preview'

type Props = {
  template: { key: string; label: string; placeholders: string[]; can_disable: boolean }
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onClose: () => void
  onInsert: (placeholder: string) => void
  saving: boolean
  /** A 422's messages for no field of the form. */
  serverMessage?: string
  preview: { subject: string; text: string }
  /** The template's own fields: subject, its text, status, active. */
  children: ReactNode
}

/** What the email and push editors share: what the template is, its fields, chips, preview, buttons. */
export function TemplateEditorFrame({
  template,
  onSubmit,
  onClose,
  onInsert,
  saving,
  serverMessage,
  preview,
  children,
}: Props) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm">{template.label}</Text>
          <Text size="xs" c="dimmed">
            Key <Code>{template.key}</Code>
          </Text>
          <Text size="xs" c="dimmed">
            {template.can_disable
              ? 'Members can turn this off in their notification settings.'
              : 'Members cannot turn this off.'}
          </Text>
        </Stack>
        {serverMessage && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {serverMessage}
          </Alert>
        )}
        {children}
        <PlaceholderChips placeholders={template.placeholders} onInsert={onInsert} />
        <TemplatePreview
          subject={preview.subject}
          text={preview.text}
          placeholders={template.placeholders}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
