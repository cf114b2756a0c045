import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { changePasswordInput } from '@worker/auth/auth.schemas'
import { NewPasswordFields } from '@/components/new-password-fields'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { useChangePassword } from '../api/change-password'

const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.'

type Values = z.input<typeof changePasswordInput>

const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' }

/**
 * Current password, then the new one twice, checked with the route's own schema. A 422 lands
 * beside the fields; other failures were alerted by the API client. On success the form clears.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const form = useForm<Values, unknown, z.output<typeof changePasswordInput>>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: EMPTY,
  })
  const change = useChangePassword()
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values)
      form.reset(EMPTY)
      notifications.show({ color: 'green', message: PASSWORD_CHANGED_MESSAGE })
    } catch (error) {
      if (error instanceof ApiError && error.status !== 422) return
      applyFormErrors(form, error)
    }
  })

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" maw={440}>
        <Text size="sm" c="dimmed">
          Changing your password signs you out on your other devices; you stay signed in here.
        </Text>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <NewPasswordFields register={form.register} errors={errors} />
        {errors.root?.server?.message && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {errors.root.server.message}
          </Alert>
        )}
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  )
}
