import { Fieldset, Stack, Text, Textarea } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { saveSettingsInputFor } from '@worker/settings/settings.schemas'
import { formatDateTime } from '@/lib/dates'
import { useSaveSettings } from '../api/save-settings'
import { settingsValues } from '../lib/settings-values'
import { SettingsForm, SettingsScreen } from './settings-screen'
import { ThresholdInput } from './threshold-input'

const KEYS = ['gdpr_settings'] as const
const schema = saveSettingsInputFor(KEYS)

/**
 * /admin/settings/gdpr (spec 02 §3 gdpr_settings): the text members agree to when they join, and
 * the reminder asking members to check their details after a while. The server dates a change of
 * the sign-up text (signup.modified), and members who agreed before it are asked to agree again.
 */
export function GdprSettingsScreen() {
  const save = useSaveSettings()
  return (
    <SettingsScreen title="Data protection (GDPR)">
      {(settings) => (
        <SettingsForm
          defaultValues={settingsValues(settings, KEYS)}
          schema={schema}
          saving={save.isPending}
          onSave={async (values) => settingsValues(await save.mutateAsync(values.settings), KEYS)}
        >
          {(form) => {
            const errors = form.formState.errors.settings?.gdpr_settings
            const modified = form.formState.defaultValues?.settings?.gdpr_settings?.signup?.modified
            return (
              <>
                <Fieldset legend="Sign-up">
                  <Stack gap="xs">
                    <Textarea
                      label="Data protection notice"
                      description="Shown when someone joins; they agree to it before their account is made. Members who agreed to an earlier text are asked to agree to the new one."
                      rows={6}
                      maxLength={20000}
                      {...form.register('settings.gdpr_settings.signup.content')}
                      error={errors?.signup?.content?.message}
                    />
                    <Text size="sm" c="dimmed">
                      {modified
                        ? `Last changed ${formatDateTime(modified)} (London time).`
                        : 'Not changed since the site began.'}
                    </Text>
                  </Stack>
                </Fieldset>
                <Fieldset legend="Reminder">
                  <Stack gap="md">
                    <Textarea
                      label="Reminder text"
                      description="The message asking members who have been away a while to check their details are still right."
                      rows={3}
                      maxLength={20000}
                      {...form.register('settings.gdpr_settings.reminder.content')}
                      error={errors?.reminder?.content?.message}
                    />
                    <Controller
                      control={form.control}
                      name="settings.gdpr_settings.reminder.threshold"
                      render={({ field, fieldState }) => (
                        <ThresholdInput
                          label="Remind after"
                          description="Members not active for this long are listed as Expired under Users. Clear it to have no threshold."
                          value={field.value}
                          onChange={field.onChange}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  </Stack>
                </Fieldset>
              </>
            )
          }}
        </SettingsForm>
      )}
    </SettingsScreen>
  )
}
