import { Select, Textarea, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import type { GeneralSettings } from '@worker/settings/settings.schemas'
import { GeneralSection, SwitchField } from './general-section'

const REGISTRATION_MODES = [
  { value: 'approval', label: 'An admin approves each new member' },
  { value: 'open', label: 'New members can sign in at once' },
]

/** The site's name, how people join, the currency and what members see. */
export function GeneralSiteSection() {
  const { register, control, formState } = useFormContext<GeneralSettings>()
  const errors = formState.errors
  return (
    <GeneralSection title="Site">
      <TextInput
        label="Site name"
        required
        maxLength={80}
        error={errors.site_name?.message}
        {...register('site_name')}
      />
      <Controller
        control={control}
        name="registration_mode"
        render={({ field, fieldState }) => (
          <Select
            label="Registration"
            description="What happens when someone signs up."
            data={REGISTRATION_MODES}
            value={field.value}
            onChange={(value) => value && field.onChange(value)}
            allowDeselect={false}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput
        label="Currency symbol"
        description="Shown before prices, e.g. £ or €."
        maxLength={3}
        w={160}
        error={errors.currency_symbol?.message}
        {...register('currency_symbol')}
      />
      <Textarea
        label="Welcome message"
        description="Shown to a new member the first time they sign in."
        rows={4}
        maxLength={5000}
        error={errors.site_welcome_msg?.message}
        {...register('site_welcome_msg')}
      />
      <SwitchField
        name="display_likes_and_comments"
        label="Show likes and comments"
        description="Members can like and comment on news, resources and promotions."
      />
      <SwitchField
        name="display_event_availability"
        label="Show how many places are left on events"
      />
    </GeneralSection>
  )
}
