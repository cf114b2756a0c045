import { TextInput } from '@mantine/core'
import { z } from 'zod'
import { emailDigest } from '@worker/settings/settings.schemas'
import { useSaveSetting } from '../api/save-setting'
import { SettingsForm, SettingsScreen } from './settings-screen'

/** The one-key save's body ({value: {send_at}}), so a 422 on value.send_at lands on the field. */
const schema = z.object({ value: emailDigest })
type DigestValues = z.infer<typeof schema>

/**
 * /admin/settings/email-digest (spec 02 §3 email_digest.send_at): the time of day the digest is
 * sent, in London time; saved alone through PUT /api/settings/email_digest.
 */
export function EmailDigestScreen() {
  const save = useSaveSetting('email_digest')
  return (
    <SettingsScreen title="Email digest" intro="The time of day the daily email digest is sent.">
      {(settings) => (
        <SettingsForm<DigestValues>
          defaultValues={{ value: settings.email_digest }}
          schema={schema}
          saving={save.isPending}
          onSave={async (values) => ({
            value: emailDigest.parse((await save.mutateAsync(values.value)).value),
          })}
        >
          {(form) => (
            <TextInput
              type="time"
              label="Send at"
              description="UK time (London): GMT in winter, BST in summer."
              w={{ base: '100%', xs: 200 }}
              {...form.register('value.send_at')}
              error={form.formState.errors.value?.send_at?.message}
            />
          )}
        </SettingsForm>
      )}
    </SettingsScreen>
  )
}
