import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Button, Stack } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { resetPasswordInput } from '@worker/auth/auth.schemas'
import { NewPasswordFields } from '@/components/new-password-fields'
import { applyFormErrors } from '@/lib/form-errors'
import { useResetPassword } from '../api/reset-password'
import { AuthCard } from './auth-card'
import { FormError } from './form-error'

/** /reset-password?token=…: choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const reset = useResetPassword()
  const token = params.get('token') ?? ''
  const form = useForm<
    z.input<typeof resetPasswordInput>,
    unknown,
    z.output<typeof resetPasswordInput>
  >({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { token, password: '', password_confirmation: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values)
      await navigate('/signin?message=passwordReset', { replace: true })
    } catch (error) {
      applyFormErrors(form, error)
    }
  })

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <Stack gap="md">
          <Alert color="red" role="alert">
            This link is missing its code. Open the link from your email again, or ask for a new
            one.
          </Alert>
          <Anchor component={Link} to="/forgot-password">
            Ask for a new link
          </Anchor>
        </Stack>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields register={form.register} errors={errors} />
          {/* The token is not a visible field: its errors ("link expired") are shown here. */}
          <FormError message={errors.token?.message ?? errors.root?.server?.message} />
          {errors.token && (
            <Anchor component={Link} to="/forgot-password" size="sm">
              Ask for a new link
            </Anchor>
          )}
          <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
            Change password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
