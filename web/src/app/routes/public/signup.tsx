import { ErrorState, PageSkeleton } from '@/components/page-states'
import { SignupPage } from '@/features/auth/components/signup-page'
import { useSettings } from '@/lib/site-settings'
import { Page } from '@/components/layout/page'

/** /signup with the settings it depends on (newsletter box, consent text, where to go after). */
export function SignupRoute() {
  const settings = useSettings()
  if (settings.isPending) return <PageSkeleton variant="form" label="Loading the sign-up form…" />
  if (settings.isError) {
    return (
      <Page width="form">
        <ErrorState
          message="The sign-up form could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      </Page>
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
