import { zodResolver } from '@hookform/resolvers/zod'
import { Anchor, Button, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import CaptchaField from '@/components/captcha-field'
import { applyFormErrors } from '@/lib/form-errors'
import { useSignUp } from '../api/sign-up'
import { AuthCard } from './auth-card'
import { FormError } from './form-error'
import { SignupFields } from './signup-fields'
import {
  SIGNUP_DEFAULTS,
  signupForm,
  type SignupFormOutput,
  type SignupFormValues,
} from './signup-form-schema'
import { openConsentModal, openRequestedModal } from './signup-modals'

type Props = {
  /** settings.newsletter_signup_enabled */
  newsletterEnabled: boolean
  /** settings.gdpr_settings.signup.content */
  consentText: string
  /** Where a member admitted at once goes: / or, with redirect_new_users_to_plans, the plans. */
  afterJoinPath?: string
}

/**
 * Spec 01 §3/§5: sign-up. A valid form first opens the consent dialog; Agree sends it with
 * agreed_to. A request awaiting approval gets the "Thanks for Requesting to Join" dialog; an open
 * site signs the member in and goes home.
 */
export function SignupPage({ newsletterEnabled, consentText, afterJoinPath = '/' }: Props) {
  const navigate = useNavigate()
  const signUp = useSignUp()
  // A captcha solution is single-use: a new widget (new key) after every failed attempt.
  const [captchaKey, setCaptchaKey] = useState(0)
  // From the first click on Join until the answer: a second click must not open a second dialog.
  const [busy, setBusy] = useState(false)
  const form = useForm<SignupFormValues, unknown, SignupFormOutput>({
    resolver: zodResolver(signupForm),
    defaultValues: SIGNUP_DEFAULTS,
  })
  const { errors } = form.formState

  const send = async (values: SignupFormOutput) => {
    try {
      const user = await signUp.mutateAsync({ ...values, agreed_to: true })
      if (user.is_active === 1) await navigate(afterJoinPath, { replace: true })
      else openRequestedModal(() => void navigate('/', { replace: true }))
    } catch (error) {
      form.setValue('captcha', '')
      setCaptchaKey((k) => k + 1)
      applyFormErrors(form, error)
    } finally {
      setBusy(false)
    }
  }

  const onSubmit = form.handleSubmit((values) => {
    if (busy) return
    setBusy(true)
    openConsentModal(consentText, {
      onAgree: () => void send(values),
      onDecline: () => setBusy(false),
    })
  })

  return (
    <AuthCard title="Join">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SignupFields form={form} newsletterEnabled={newsletterEnabled} />
          <div>
            <CaptchaField
              key={captchaKey}
              onVerified={(payload: string) =>
                form.setValue('captcha', payload, { shouldValidate: true })
              }
              onReset={() => form.setValue('captcha', '')}
            />
            {errors.captcha?.message && (
              <Text c="red" size="sm" role="alert" mt={4}>
                {errors.captcha.message}
              </Text>
            )}
          </div>
          <FormError message={errors.root?.server?.message} />
          {/* Spec 01 §5 asks for the notice in a dialog once the form is valid: said up front,
              so the dialog is no surprise. */}
          <Text id="signup-consent-note" size="sm" c="dimmed">
            When you press Join, we will ask you to read and accept the community’s data protection
            terms.
          </Text>
          <Button type="submit" loading={busy} fullWidth aria-describedby="signup-consent-note">
            Join
          </Button>
          <Text size="sm" ta="center">
            Already a member?{' '}
            <Anchor component={Link} to="/signin">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  )
}
