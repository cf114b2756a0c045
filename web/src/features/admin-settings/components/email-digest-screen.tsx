import { Button, Group, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { z } from 'zod'
import { emailDigest } from '@worker/settings/settings.schemas'
import { usePreviewDigest } from '../api/preview-digest'
import { useSaveSetting } from '../api/save-setting'
import { SettingsForm, SettingsScreen } from './settings-screen'

/** The one-key save's body ({value: {send_at}}), so a 422 on value.send_at lands on the field. */
const schema = z.object({ value: emailDigest })
type DigestValues = z.infer<typeof schema>

/**
 * /admin/settings/email-digest (spec 02 §3 email_digest.send_at): the time of day the digest is
 * sent, in London time; saved alone through PUT /api/settings/email_digest. The job that sends
 * it is worker/digest/.
 */
export function EmailDigestScreen() {
  const save = useSaveSetting('email_digest')
  return (
    <SettingsScreen
      title="Email digest"
      intro="Once a day at this time each member gets one email with the new forum threads and events they can see and what they have not read yet; members with nothing new get none. Members can turn it off under Notifications in their profile, and its wording is one of the email templates."
    >
      {(settings) => (
        <>
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
          <DigestPreview />
        </>
      )}
    </SettingsScreen>
  )
}

/** Mails the admin their own digest as it would go out now, to check its wording and links. */
function DigestPreview() {
  const preview = usePreviewDigest()
  const send = () =>
    preview.mutate(undefined, {
      onSuccess: ({ to, news }) =>
        notifications.show({
          color: 'green',
          message: news
            ? `A preview of your digest is on its way to ${to}.`
            : `A preview is on its way to ${to}. Nothing is new for you today, so it only shows the wording.`,
        }),
    })
  return (
    <Group gap="sm" mt="xl" align="center" wrap="wrap">
      <Button variant="default" onClick={send} loading={preview.isPending}>
        Send me a preview
      </Button>
      <Text size="sm" c="dimmed">
        Your own digest as it would go out now, mailed to you. Members are not sent anything.
      </Text>
    </Group>
  )
}
