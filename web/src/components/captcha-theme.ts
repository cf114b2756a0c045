/**
 * The ALTCHA widget's colours, from the theme. Its own stylesheet defines them with CSS
 * `light-dark()`, which the production CSS minifier flattens into an invalid value: every colour
 * was then undefined, and the checkbox had no border at all on a white page. Set on the widget
 * element, these win over the stylesheet's `:root` values. Text reads at AA (4.5:1) and the
 * checkbox's border at 3:1 (WCAG 1.4.11), held by tests/web/components/captcha-theme.test.ts.
 */
export const ALTCHA_THEME: Record<`--altcha-${string}`, string> = {
  '--altcha-color-base': 'var(--mantine-color-white)',
  '--altcha-color-base-content': 'var(--mantine-color-black)',
  '--altcha-color-neutral': 'var(--mantine-color-gray-4)',
  '--altcha-color-neutral-content': 'var(--mantine-color-gray-7)',
  '--altcha-color-primary': 'var(--mantine-color-guild-6)',
  '--altcha-color-primary-content': 'var(--mantine-color-white)',
  '--altcha-color-success': 'var(--mantine-color-green-6)',
  '--altcha-color-success-content': 'var(--mantine-color-white)',
  '--altcha-color-error': 'var(--mantine-color-red-6)',
  '--altcha-color-error-content': 'var(--mantine-color-white)',
  '--altcha-border-color': 'var(--mantine-color-gray-4)',
  '--altcha-checkbox-border-color': 'var(--mantine-color-gray-6)',
  '--altcha-checkbox-border-width': '2px',
  '--altcha-checkbox-outline-color': 'var(--mantine-color-guild-6)',
  '--altcha-input-background-color': 'var(--mantine-color-white)',
  '--altcha-input-color': 'var(--mantine-color-black)',
  '--altcha-spinner-color': 'var(--mantine-color-gray-7)',
  '--altcha-popover-color': 'var(--mantine-color-gray-4)',
  '--altcha-switch-background-color': 'var(--mantine-color-gray-6)',
  '--altcha-switch-toggle-color': 'var(--mantine-color-white)',
  '--altcha-border-radius': 'var(--mantine-radius-sm)',
  '--altcha-checkbox-border-radius': 'var(--mantine-radius-xs)',
}

/** The theme's colours and, for someone who asks for reduced motion, no tick animation. */
export const applyAltchaTheme = (widget: HTMLElement) => {
  for (const [name, value] of Object.entries(ALTCHA_THEME)) widget.style.setProperty(name, value)
  if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    widget.style.setProperty('--altcha-transition-duration', '0s')
}
