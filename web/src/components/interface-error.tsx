/**
 * Spec 03 §8: what a crashed screen shows instead of a blank page. Plain elements on purpose: it
 * must render even when the crash took the theme provider down with it.
 */
export function InterfaceError() {
  return (
    <div
      role="alert"
      style={{
        maxWidth: 640,
        margin: '0 auto',
        padding: '32px 16px',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1 style={{ fontSize: '1.6rem', margin: '0 0 12px' }}>⚠️ Interface Error</h1>
      <p style={{ margin: '0 0 16px', lineHeight: 1.5 }}>
        Something went wrong while showing this page. Reloading usually fixes it.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          font: 'inherit',
          padding: '8px 16px',
          borderRadius: 4,
          border: 'none',
          background: '#1F4E79',
          color: '#fff',
          cursor: 'pointer',
        }}
      >
        Reload the page
      </button>
    </div>
  )
}
