import { zodResolver } from '@hookform/resolvers/zod'
import { Select, Switch, Textarea, TextInput } from '@mantine/core'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import {
  TEMPLATE_LIMITS,
  updateEmailTemplateInput,
  type UpdateEmailTemplateInput,
} from '@worker/templates/templates.schemas'
import { useUpdateEmailTemplate, type EmailTemplate } from '../api/email-templates'
import { useInsertAtCursor } from '../lib/use-insert-at-cursor'
import { useTemplateSave } from '../lib/use-template-save'
import { TemplateEditorFrame } from './template-editor-frame'

const STATUS_OPTIONS = [
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
]

type Props = { template: EmailTemplate; onClose: () => void }

/** Spec 02 §2 email template editor: subject, body (plain text), status and active. */
export function EmailTemplateForm({ template, onClose }: Props) {
  const form = useForm<z.input<typeof updateEmailTemplateInput>, unknown, UpdateEmailTemplateInput>(
    {
      defaultValues: {
        subject: template.subject,
        body: template.body,
        status: template.status,
        active: template.active,
      },
      resolver: zodResolver(updateEmailTemplateInput),
    },
  )
  const update = useUpdateEmailTemplate(template.key)
  const save = useTemplateSave(form, update.mutateAsync, onClose)
  const cursor = useInsertAtCursor<'subject' | 'body'>('body', (name, value) =>
    form.setValue(name, value, { shouldDirty: true }),
  )
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] })
  const errors = form.formState.errors

  return (
    <TemplateEditorFrame
      template={template}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      onClose={onClose}
      onInsert={cursor.insert}
      saving={update.isPending}
      serverMessage={errors.root?.server?.message}
      preview={{ subject: subject ?? '', text: body ?? '' }}
    >
      <TextInput
        label="Subject"
        required
        maxLength={TEMPLATE_LIMITS.emailSubject}
        {...cursor.bind('subject', form.register('subject'))}
        error={errors.subject?.message}
      />
      <Textarea
        label="Body"
        required
        rows={10}
        resize="vertical"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        maxLength={TEMPLATE_LIMITS.emailBody}
        {...cursor.bind('body', form.register('body'))}
        error={errors.body?.message}
      />
      <Controller
        control={form.control}
        name="status"
        render={({ field, fieldState }) => (
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            allowDeselect={false}
            value={field.value ?? 'approved'}
            onChange={(value) => field.onChange(value ?? 'approved')}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label="Active"
            description="When off, this email is not sent to anyone."
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </TemplateEditorFrame>
  )
}
