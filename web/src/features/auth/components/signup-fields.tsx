import { Checkbox, Group, NativeSelect, SimpleGrid, TagsInput, TextInput } from '@mantine/core'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { NewPasswordFields } from '@/components/new-password-fields'
import {
  GENDER_OPTIONS,
  TITLE_OPTIONS,
  type SignupFormOutput,
  type SignupFormValues,
} from './signup-form-schema'

type Props = {
  form: UseFormReturn<SignupFormValues, unknown, SignupFormOutput>
  newsletterEnabled: boolean
}

/** The sign-up form's inputs (spec 01 §3), without the captcha and buttons. */
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
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
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
        <TextInput
          label="Date of birth"
          description="Day/month/year, e.g. 31/01/1990"
          placeholder="DD/MM/YYYY"
          inputMode="numeric"
          autoComplete="bday"
          error={errors.dob?.message}
          {...register('dob')}
        />
      </SimpleGrid>
      <TextInput
        label="Industry"
        autoComplete="organization-title"
        error={errors.industry?.message}
        {...register('industry')}
      />
      <Controller
        control={control}
        name="interests"
        render={({ field, fieldState }) => (
          <TagsInput
            label="Interests"
            description="Type an interest and press Enter to add it"
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            maxTags={30}
            clearable
            error={fieldState.error?.message}
          />
        )}
      />
      <NewPasswordFields
        register={register}
        errors={errors}
        label="Password"
        confirmLabel="Confirm password"
      />
      {newsletterEnabled && (
        <Checkbox label="Send me the newsletter" {...register('is_subscribed')} />
      )}
    </>
  )
}
