import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { hasSeenWelcome } from '../lib/welcome-cookie'

const GdprAgreementModal = lazy(() =>
  import('./gdpr-agreement-modal').then((m) => ({ default: m.GdprAgreementModal })),
)
const WelcomeModal = lazy(() =>
  import('./welcome-modal').then((m) => ({ default: m.WelcomeModal })),
)

/** Screens where a member is signing in or joining: no welcome over them. */
const NO_WELCOME_PATHS = ['/signin', '/signup']

type Props = {
  /** /api/me's needs_agreement. */
  needsAgreement: boolean
  /** settings.gdpr_settings.signup.content */
  notice: string
  /** settings.site_welcome_msg */
  welcome: string
}

/**
 * A signed-in member's prompts, one at a time: re-agreement to a changed data protection notice
 * first, then the site's welcome message once. Each dialog's code loads only when it is due.
 */
export function AccountPrompts({ needsAgreement, notice, welcome }: Props) {
  const { pathname } = useLocation()
  if (needsAgreement) {
    return (
      <Suspense fallback={null}>
        <GdprAgreementModal notice={notice} />
      </Suspense>
    )
  }
  if (welcome.trim() && !NO_WELCOME_PATHS.includes(pathname) && !hasSeenWelcome()) {
    return (
      <Suspense fallback={null}>
        <WelcomeModal message={welcome} />
      </Suspense>
    )
  }
  return null
}
