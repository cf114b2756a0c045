import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { CustomAttributeFields } from '@/components/custom-attribute-fields'
import {
  blankCustomAttrs,
  editableCustomAttributes,
  userAttributesOptions,
  type CustomAttrValue,
} from '@/lib/user-attributes'
import type { SignupFormOutput, SignupFormValues } from './signup-form-schema'

type Props = { form: UseFormReturn<SignupFormValues, unknown, SignupFormOutput> }

/**
 * The site's custom profile fields on the sign-up form (GET /api/user-attributes): the ones a
 * member may fill in, required ones marked; the API checks them as it does on the profile.
 */
export function SignupCustomAttributes({ form }: Props) {
  const attributes = useQuery(userAttributesOptions())
  const shown = editableCustomAttributes(attributes.data ?? [])
  // Every field in the form's values from the start, so a 422 on one lands beside it.
  useEffect(() => {
    const fields = editableCustomAttributes(attributes.data ?? [])
    if (fields.length === 0) return
    form.setValue(
      'custom_attrs',
      blankCustomAttrs(fields, form.getValues('custom_attrs') as Record<string, unknown>),
    )
  }, [form, attributes.data])
  if (shown.length === 0) return null
  const errors = form.formState.errors.custom_attrs as
    Record<string, { message?: string } | undefined> | undefined
  return (
    <Controller
      control={form.control}
      name="custom_attrs"
      render={({ field }) => (
        <CustomAttributeFields
          attributes={shown}
          value={(field.value ?? {}) as Record<string, CustomAttrValue>}
          onChange={field.onChange}
          errors={Object.fromEntries(shown.map((a) => [a.key, errors?.[a.key]?.message]))}
        />
      )}
    />
  )
}
