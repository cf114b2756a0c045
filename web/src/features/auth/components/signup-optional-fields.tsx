import { Box, Button, Stack, TagsInput, TextInput } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { useEffect, useId, useState } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import type { SignupFormOutput, SignupFormValues } from './signup-form-schema'

type Form = UseFormReturn<SignupFormValues, unknown, SignupFormOutput>

/** The fields joining does not need (spec 01 §3 lists them; none is required). */
export const OPTIONAL_FIELDS = ['dob', 'industry', 'interests'] as const

/**
 * "More about you (optional)": closed until asked for, and open whenever a field in it has an
 * error (a client check or the server's 422), so no message is ever hidden. The fields stay
 * mounted while closed, so what was typed is kept and sent.
 */
export function SignupOptionalFields({ form }: { form: Form }) {
  const { errors, submitCount } = form.formState
  const { register, control } = form
  const id = useId()
  const [opened, setOpened] = useState(false)
  const withError = OPTIONAL_FIELDS.find((name) => errors[name])
  // Stays open once an error opened it, so it does not close under someone fixing the field.
  if (withError && !opened) setOpened(true)
  const open = opened || withError !== undefined

  // The form's own focus on the first error missed a field that was hidden: when only this
  // section's fields failed, take the person to the first of them.
  useEffect(() => {
    if (submitCount === 0) return
    const failed = Object.keys(form.formState.errors)
    const first = OPTIONAL_FIELDS.find((name) => failed.includes(name))
    if (
      first &&
      failed.every((name) => name === 'captcha' || OPTIONAL_FIELDS.some((o) => o === name))
    )
      form.setFocus(first)
  }, [submitCount, form])

  return (
    <div>
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpened(!open)}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: open ? 'rotate(180deg)' : undefined }}
          />
        }
      >
        More about you (optional)
      </Button>
      <Box id={id} hidden={!open} mt="md">
        <Stack gap="md">
          <TextInput
            label="Date of birth"
            description="Day/month/year, e.g. 31/01/1990"
            placeholder="DD/MM/YYYY"
            inputMode="numeric"
            autoComplete="bday"
            error={errors.dob?.message}
            {...register('dob')}
          />
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
        </Stack>
      </Box>
    </div>
  )
}
