import { Container } from '@mantine/core'
import { ErrorState, LoadingState } from '@/components/page-states'
import { SignupPage } from '@/features/auth/components/signup-page'
import { useSettings } from '@/lib/site-settings'

/** /signup with the settings it depends on (newsletter box, consent text, where to go after). */
export function SignupRoute() {
  const settings = useSettings()
  if (settings.isPending) return <LoadingState />
  if (settings.isError) {
    return (
      <Container size="sm" py="xl">
        <ErrorState
          message="The sign-up form could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      </Container>
    )
  }
  return (
    <SignupPage
      newsletterEnabled={settings.data.newsletter_signup_enabled}
      consentText={settings.data.gdpr_settings.signup.content}
      afterJoinPath={settings.data.redirect_new_users_to_plans ? '/subscription' : '/'}
    />
  )
}
