import { Alert, TextInput } from '@mantine/core'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import type { GeneralSettings } from '@worker/settings/settings.schemas'
import { normaliseHex, pickerValue, whiteTextProblem } from '../lib/general-settings-form'
import { GeneralSection, SwitchField } from './general-section'
import classes from './member-app-section.module.css'

/** The installable member app (PWA), the primary colour and the member-side switches. */
export function MemberAppSection() {
  const { register, control, formState } = useFormContext<GeneralSettings>()
  const colour = useWatch({ control, name: 'color_primary' })
  const problem = whiteTextProblem(colour)
  return (
    <GeneralSection title="Member app">
      <SwitchField name="pwa" label="Member app (PWA)" />
      <TextInput
        label="App name"
        description="The name under the app's icon."
        maxLength={40}
        error={formState.errors.pwa_app_name?.message}
        {...register('pwa_app_name')}
      />
      <Controller
        control={control}
        name="color_primary"
        render={({ field, fieldState }) => (
          <TextInput
            label="Primary colour"
            description="A hex value such as #1F4E79: buttons, links and the app's toolbar."
            w={240}
            maxLength={7}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={() => {
              const hex = normaliseHex(field.value)
              if (hex) field.onChange(hex)
              field.onBlur()
            }}
            error={fieldState.error?.message}
            leftSectionPointerEvents="all"
            leftSection={
              <input
                type="color"
                className={classes.swatch}
                aria-label="Pick the primary colour"
                value={pickerValue(field.value)}
                onChange={(event) =>
                  field.onChange(normaliseHex(event.currentTarget.value) ?? field.value)
                }
              />
            }
          />
        )}
      />
      {problem && (
        <Alert color="yellow" title="Hard to read" role="status">
          {`White text on this colour has a contrast of ${problem.ratio}:1, below the 4.5:1 that WCAG AA asks for. The site's buttons will use a darker shade, ${problem.used}.`}
        </Alert>
      )}
      <SwitchField name="display_pwa_style" label="App-style layout" />
      <SwitchField name="show_qr_code_icon" label="Show the QR code icon" />
      <SwitchField name="mfa_enabled" label="Two-step sign-in (MFA)" />
      <SwitchField
        name="redirect_new_users_to_plans"
        label="Send new members to the plans page"
        description="After signing up, a new member is shown the membership plans first."
      />
    </GeneralSection>
  )
}
