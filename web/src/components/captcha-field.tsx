/**
 * The sign-up captcha. By default the ALTCHA widget solves a proof of work in same-origin web
 * workers (no third party, works offline); when the server answers Turnstile, Cloudflare's widget.
 * Reports the payload to submit with onVerified, and its loss (expiry, reset) with onReset.
 */
import { Fieldset, Loader, VisuallyHidden } from '@mantine/core'
import type { InferResponseType } from 'hono/client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AltchaWidgetElement } from 'altcha/external'
import { api, NO_ALERT } from '@/lib/api-client'
import { applyAltchaTheme } from './captcha-theme'
import { ErrorState } from './page-states'

type CaptchaConfig = InferResponseType<typeof api.captcha.$get>['data']
type AltchaChallenge = Extract<CaptchaConfig, { provider: 'altcha' }>['challenge']
type Report = { verified: (payload: string) => void; reset: () => void }

/** A payload is given up this long before its challenge expires, so it cannot expire in flight. */
const EXPIRY_MARGIN_MS = 30_000
const MIN_LIFETIME_MS = 60_000

let altchaLoaded: Promise<void> | undefined

/**
 * The widget's "external" build plus its SHA worker as a same-origin file (Vite `?worker`): no
 * blob: workers and no inline script, so it runs under `script-src 'self'`. Loaded on first use.
 */
const loadAltcha = () =>
  (altchaLoaded ??= Promise.all([
    import('altcha/external'),
    import('altcha/workers/sha?worker'),
    import('altcha/altcha.css'),
  ]).then(
    ([, { default: ShaWorker }]) => {
      // Our server only issues SHA-256 challenges (worker/captcha/altcha.ts).
      globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker({ name: 'altcha-sha' }))
    },
    (error: unknown) => {
      altchaLoaded = undefined
      throw error
    },
  ))

/**
 * Nothing in here may reach another host: no Sentinel or HIS (a challenge object is given, never
 * a URL), and neither the footer nor the logo link to altcha.org is shown.
 */
const ALTCHA_CONFIGURATION = JSON.stringify({
  auto: 'onfocus',
  hideFooter: true,
  hideLogo: true,
  humanInteractionSignature: false,
  workers: Math.min(4, globalThis.navigator?.hardwareConcurrency || 2),
})

const STATUS_TEXT: Record<string, string> = {
  verifying: 'Verifying that you are not a robot…',
  verified: 'Verified.',
  expired: 'The verification expired; tick the box again.',
  error: 'The verification failed; tick the box to try again.',
}

function AltchaWidget({
  challenge,
  report,
  onStale,
}: {
  challenge: AltchaChallenge
  report: Report
  onStale: () => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [status, setStatus] = useState('')

  useEffect(() => {
    let live = true
    let widget: AltchaWidgetElement | undefined
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>)
        .detail
      setStatus(STATUS_TEXT[state] ?? '')
      if (state === 'verified' && payload) report.verified(payload)
      else report.reset()
    }
    loadAltcha().then(
      () => {
        if (!live || !container.current) return
        widget = document.createElement('altcha-widget')
        applyAltchaTheme(widget)
        widget.challenge = JSON.stringify(challenge)
        widget.configuration = ALTCHA_CONFIGURATION
        widget.addEventListener('statechange', onStateChange)
        widget.addEventListener('expired', onStale)
        container.current.append(widget)
        setPhase('ready')
        // 'onfocus' listens for focus entering the form; someone who started typing before the
        // widget loaded would otherwise wait until they moved to another field.
        const added = widget
        requestAnimationFrame(() => {
          const form = container.current?.closest('form')
          if (live && form?.contains(document.activeElement) && added.getState() === 'unverified')
            void added.verify()
        })
      },
      () => live && setPhase('failed'),
    )
    return () => {
      live = false
      widget?.remove()
    }
  }, [challenge, report, onStale])

  // Renew an unused (or solved but unsent) challenge before it expires. The clamp keeps a client
  // clock that runs fast from renewing in a loop.
  useEffect(() => {
    const left = (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now() - EXPIRY_MARGIN_MS
    const timer = setTimeout(onStale, Math.max(left, MIN_LIFETIME_MS))
    return () => clearTimeout(timer)
  }, [challenge, onStale])

  return (
    <>
      {phase === 'loading' && (
        <Loader size="sm" role="status" aria-label="Loading the verification check" />
      )}
      {phase === 'failed' && (
        <ErrorState message="The verification check could not be loaded." onRetry={onStale} />
      )}
      <div ref={container} />
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
    </>
  )
}

type TurnstileApi = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | undefined
  remove: (widgetId: string) => void
}
declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

let turnstileLoaded: Promise<TurnstileApi> | undefined

/** Needs the CSP to allow https://challenges.cloudflare.com in script-src and frame-src. */
const loadTurnstile = () =>
  (turnstileLoaded ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
    script.async = true
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start'))
    script.onerror = () => {
      script.remove()
      turnstileLoaded = undefined
      reject(new Error('Turnstile could not be loaded'))
    }
    document.head.append(script)
  }))

function TurnstileWidget({
  siteKey,
  report,
  onRetry,
}: {
  siteKey: string
  report: Report
  onRetry: () => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const [loadFailed, setLoadFailed] = useState(false)

  useEffect(() => {
    let live = true
    let widgetId: string | undefined
    loadTurnstile().then(
      (turnstile) => {
        if (!live || !container.current) return
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: report.verified,
          'expired-callback': report.reset,
          'timeout-callback': report.reset,
          'error-callback': report.reset,
        })
      },
      () => live && setLoadFailed(true),
    )
    return () => {
      live = false
      if (widgetId !== undefined) window.turnstile?.remove(widgetId)
      report.reset()
    }
  }, [siteKey, report])

  if (loadFailed)
    return <ErrorState message="The verification check could not be loaded." onRetry={onRetry} />
  return <div ref={container} />
}

export default function CaptchaField({
  onVerified,
  onReset,
}: {
  onVerified: (payload: string) => void
  onReset: () => void
}) {
  const [config, setConfig] = useState<CaptchaConfig | null>(null)
  const [failed, setFailed] = useState(false)
  const [generation, setGeneration] = useState(0)

  // The latest callbacks, so parents may pass inline functions without re-rendering the widget;
  // onReset fires only when a payload that was reported is withdrawn.
  const callbacks = useRef({ onVerified, onReset })
  useEffect(() => {
    callbacks.current = { onVerified, onReset }
  })
  const hasPayload = useRef(false)
  const report = useMemo<Report>(
    () => ({
      verified: (payload) => {
        hasPayload.current = true
        callbacks.current.onVerified(payload)
      },
      reset: () => {
        if (!hasPayload.current) return
        hasPayload.current = false
        callbacks.current.onReset()
      },
    }),
    [],
  )

  // A challenge is single-use, so it is fetched for this widget alone, never shared via a cache.
  const inflight = useRef<AbortController | null>(null)
  const load = useCallback(() => {
    inflight.current?.abort()
    const controller = new AbortController()
    inflight.current = controller
    report.reset()
    api.captcha
      .$get({}, { headers: NO_ALERT, init: { signal: controller.signal } })
      .then((res) => res.json())
      .then(
        ({ data }) => {
          setConfig(data)
          setGeneration((n) => n + 1)
        },
        () => !controller.signal.aborted && setFailed(true),
      )
  }, [report])
  useEffect(() => {
    load()
    return () => inflight.current?.abort()
  }, [load])
  const renew = useCallback(() => {
    setFailed(false)
    load()
  }, [load])

  return (
    <Fieldset legend="Verification" variant="unstyled">
      {failed ? (
        <ErrorState message="The verification check could not be loaded." onRetry={renew} />
      ) : !config ? (
        <Loader size="sm" role="status" aria-label="Loading the verification check" />
      ) : config.provider === 'altcha' ? (
        <AltchaWidget
          key={config.challenge.signature}
          challenge={config.challenge}
          report={report}
          onStale={renew}
        />
      ) : (
        <TurnstileWidget
          key={generation}
          siteKey={config.site_key}
          report={report}
          onRetry={renew}
        />
      )}
    </Fieldset>
  )
}
