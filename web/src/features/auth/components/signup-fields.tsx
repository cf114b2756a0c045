import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { NewPasswordFields } from '@/components/new-password-fields'
import {
  GENDER_OPTIONS,
  TITLE_OPTIONS,
  type SignupFormOutput,
  type SignupFormValues,
} from './signup-form-schema'
import { SignupCustomAttributes } from './signup-custom-attributes'
import { SignupOptionalFields } from './signup-optional-fields'

type Props = {
  form: UseFormReturn<SignupFormValues, unknown, SignupFormOutput>
  newsletterEnabled: boolean
}

/**
 * The sign-up form's inputs (spec 01 §3), without the captcha and buttons: what joining needs up
 * front, with title and gender showing the spec's defaults (Ms, Female); date of birth, industry
 * and interests wait in "More about you (optional)".
 */
export function SignupFields({ form, newsletterEnabled }: Props) {
  const { errors } = form.formState
  const { register, control } = form
  return (
    <>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        {/* Selects are controlled so their default (Ms, Female) shows whatever the DOM does. */}
        <Controller
          control={control}
          name="title"
          render={({ field, fieldState }) => (
            <NativeSelect
              label="Title"
              data={TITLE_OPTIONS}
              error={fieldState.error?.message}
              w={96}
              {...field}
            />
          )}
        />
        <TextInput
          label="Forename"
          autoComplete="given-name"
          required
          error={errors.forename?.message}
          style={{ flex: 1, minWidth: 0 }}
          {...register('forename')}
        />
      </Group>
      <TextInput
        label="Surname"
        autoComplete="family-name"
        required
        error={errors.surname?.message}
        {...register('surname')}
      />
      <TextInput
        label="Email address"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Controller
        control={control}
        name="gender"
        render={({ field, fieldState }) => (
          <NativeSelect
            label="Gender"
            data={GENDER_OPTIONS}
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
      <NewPasswordFields
        register={register}
        errors={errors}
        label="Password"
        confirmLabel="Confirm password"
      />
      <SignupCustomAttributes form={form} />
      <SignupOptionalFields form={form} />
      {newsletterEnabled && (
        <Checkbox label="Send me the newsletter" {...register('is_subscribed')} />
      )}
    </>
  )
}
