/** Addresses of one item's page (an event, a discussion); every other screen loads as a list. */
const DETAIL = [/^\/events\/[^/]+\/?$/, /^\/forum\/(?!private$|search$)[^/]+\/[^/]+\/?$/]

export const bootSkeletonFor = (pathname: string): 'list' | 'detail' =>
  DETAIL.some((pattern) => pattern.test(pathname)) ? 'detail' : 'list'

const lines = (widths: string[]) =>
  widths.map((width, i) => <div key={i} className="boot-block boot-line" style={{ width }} />)

/**
 * Shown while the app's first chunks load: the header and a skeleton of the page, drawn with
 * plain elements and the global stylesheet (styles.css), since the theme is not loaded yet. The
 * site's name comes from the boot data when the page carried it.
 */
export function BootFallback({ siteName }: { siteName?: string }) {
  const { pathname } = window.location
  const variant = bootSkeletonFor(pathname)
  return (
    <div className="boot" data-wide={pathname.startsWith('/admin') || undefined}>
      {/* Not a <header>: the banner landmark is the real header's, arriving in a moment. */}
      <div className="boot-header">
        <div className="boot-bar">
          {siteName ? (
            <span className="boot-brand">{siteName}</span>
          ) : (
            <div className="boot-block boot-brand-block" />
          )}
        </div>
      </div>
      <div className="boot-page" role="status" aria-live="polite" aria-busy="true">
        <span className="boot-hidden">Loading…</span>
        <div aria-hidden="true" data-skeleton={variant}>
          <div className="boot-block boot-title" />
          {variant === 'detail' ? (
            <>
              <div className="boot-block boot-picture" />
              {lines(['100%', '95%', '98%', '70%'])}
            </>
          ) : (
            [0, 1, 2, 3, 4].map((row) => (
              <div key={row} className="boot-card">
                {lines(['60%', '90%', '40%'])}
              </div>
            ))
          )}
        </div>
      </div>
    </div>
  )
}
