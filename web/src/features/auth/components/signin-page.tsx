import { zodResolver } from '@hookform/resolvers/zod'
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { signinInput } from '@worker/auth/auth.schemas'
import { applyFormErrors } from '@/lib/form-errors'
import { safeNextPath } from '@/lib/safe-next'
import { useSignIn } from '../api/sign-in'
import { AuthCard } from './auth-card'
import { FormError } from './form-error'
import { signinMessageFor } from './signin-messages'

type SigninValues = z.input<typeof signinInput>

export function SigninPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const signIn = useSignIn()
  const message = signinMessageFor(params.get('message'))
  const form = useForm<SigninValues, unknown, z.output<typeof signinInput>>({
    resolver: zodResolver(signinInput),
    defaultValues: { email: '', password: '', remember_me: false },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values)
      await navigate(safeNextPath(params.get('next')), { replace: true })
    } catch (error) {
      applyFormErrors(form, error)
    }
  })

  return (
    <AuthCard title="Sign in">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {message && (
            <Alert color={message.color} role="status">
              {message.text}
            </Alert>
          )}
          <TextInput
            label="Email address"
            type="email"
            autoComplete="username"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox label="Remember me" {...form.register('remember_me')} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <FormError message={errors.root?.server?.message} />
          <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
            Sign in
          </Button>
          <Text size="sm" ta="center">
            New here?{' '}
            <Anchor component={Link} to="/signup">
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  )
}
