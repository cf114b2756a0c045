import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import { forgotPasswordInput } from '@worker/auth/auth.schemas'
import { applyFormErrors } from '@/lib/form-errors'
import { useRequestPasswordReset } from '../api/forgot-password'
import { AuthCard } from './auth-card'
import { FormError } from './form-error'

/** Asks for a reset link; the server answers the same way whether or not the address is known. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset()
  const form = useForm<
    z.input<typeof forgotPasswordInput>,
    unknown,
    z.output<typeof forgotPasswordInput>
  >({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values)
    } catch (error) {
      applyFormErrors(form, error)
    }
  })

  return (
    <AuthCard title="Forgot your password?">
      {request.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" role="status">
            {request.data.message}
          </Alert>
          <Anchor component={Link} to="/signin">
            Back to sign in
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Enter the email address you joined with and we will send you a link to choose a new
              password.
            </Text>
            <TextInput
              label="Email address"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <FormError message={errors.root?.server?.message} />
            <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
              Send the link
            </Button>
            <Anchor component={Link} to="/signin" size="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  )
}
