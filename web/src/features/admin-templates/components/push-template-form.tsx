import { zodResolver } from '@hookform/resolvers/zod'
import { Switch, Textarea, TextInput } from '@mantine/core'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import {
  TEMPLATE_LIMITS,
  updatePushTemplateInput,
  type UpdatePushTemplateInput,
} from '@worker/templates/templates.schemas'
import { useUpdatePushTemplate, type PushTemplate } from '../api/push-templates'
import { useInsertAtCursor } from '../lib/use-insert-at-cursor'
import { useTemplateSave } from '../lib/use-template-save'
import { TemplateEditorFrame } from './template-editor-frame'

type Props = { template: PushTemplate; onClose: () => void }

/** Spec 02 §2 push-notification template editor: subject, notification text and active. */
export function PushTemplateForm({ template, onClose }: Props) {
  const form = useForm<z.input<typeof updatePushTemplateInput>, unknown, UpdatePushTemplateInput>({
    defaultValues: {
      subject: template.subject,
      notification: template.notification,
      active: template.active,
    },
    resolver: zodResolver(updatePushTemplateInput),
  })
  const update = useUpdatePushTemplate(template.key)
  const save = useTemplateSave(form, update.mutateAsync, onClose)
  const cursor = useInsertAtCursor<'subject' | 'notification'>('notification', (name, value) =>
    form.setValue(name, value, { shouldDirty: true }),
  )
  const [subject, notification] = useWatch({
    control: form.control,
    name: ['subject', 'notification'],
  })
  const errors = form.formState.errors

  return (
    <TemplateEditorFrame
      template={template}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      onClose={onClose}
      onInsert={cursor.insert}
      saving={update.isPending}
      serverMessage={errors.root?.server?.message}
      preview={{ subject: subject ?? '', text: notification ?? '' }}
    >
      <TextInput
        label="Subject"
        required
        maxLength={TEMPLATE_LIMITS.pushSubject}
        {...cursor.bind('subject', form.register('subject'))}
        error={errors.subject?.message}
      />
      <Textarea
        label="Notification"
        required
        rows={4}
        resize="vertical"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        maxLength={TEMPLATE_LIMITS.pushNotification}
        {...cursor.bind('notification', form.register('notification'))}
        error={errors.notification?.message}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label="Active"
            description="When off, this push notification is not sent to anyone."
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </TemplateEditorFrame>
  )
}
