/** Shown while the app's first chunks load; plain elements, the theme is not loaded yet. */
export function BootFallback() {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        padding: 32,
        textAlign: 'center',
        fontFamily: 'system-ui, sans-serif',
        color: '#555',
      }}
    >
      Loading…
    </div>
  )
}
