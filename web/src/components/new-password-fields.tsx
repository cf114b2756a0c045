import { PasswordInput } from '@mantine/core'
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form'
import { PASSWORD_MIN } from '@worker/auth/password-rules'

type PasswordPair = { password: string; password_confirmation: string }

type Props<T extends PasswordPair> = {
  register: UseFormRegister<T>
  errors: FieldErrors<PasswordPair>
  /** "Password" on sign-up, "New password" where one is being replaced. */
  label?: string
  confirmLabel?: string
}

/** A new password and its confirmation, as sign-up, reset and change-password ask for them. */
export function NewPasswordFields<T extends PasswordPair>({
  register,
  errors,
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: Props<T>) {
  return (
    <>
      <PasswordInput
        label={label}
        description={`At least ${PASSWORD_MIN} characters`}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password' as Path<T>)}
      />
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register('password_confirmation' as Path<T>)}
      />
    </>
  )
}
