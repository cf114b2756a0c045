import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { AA_TEXT, contrastRatio, themeColors } from '@/app/theme'
import { ALTCHA_THEME, applyAltchaTheme } from '@/components/captcha-theme'

const NON_TEXT = 3

/** A theme colour the widget's variables point at: `var(--mantine-color-gray-6)` → its hex. */
const resolve = (name: keyof typeof ALTCHA_THEME) => {
  const value = ALTCHA_THEME[name]
  const match = /^var\(--mantine-color-([a-z]+)(?:-(\d))?\)$/.exec(value ?? '')
  if (!match) throw new Error(`${name} is not a theme colour: ${value}`)
  const [, colour, shade] = match
  if (colour === 'white') return '#ffffff'
  if (colour === 'black') return '#000000'
  const hex = themeColors[colour!]?.[Number(shade)]
  if (!hex) throw new Error(`${value} is not in the theme`)
  return hex
}

/** The colour variables the widget's own stylesheet reads. */
const variablesTheStylesheetReads = () => {
  const css = readFileSync(
    createRequire(import.meta.url).resolve('altcha/altcha.css', {
      paths: [process.cwd()],
    }),
    'utf8',
  )
  return new Set(
    [...css.matchAll(/var\((--altcha-(?:color-[a-z-]+|[a-z-]*-color))\b/g)].map((m) => m[1]!),
  )
}

describe('the captcha widget’s colours', () => {
  it('defines every colour its stylesheet reads (its own light-dark() values break when minified)', () => {
    const read = variablesTheStylesheetReads()
    expect(read.size).toBeGreaterThan(10)
    for (const name of read) expect(Object.keys(ALTCHA_THEME), name).toContain(name)
  })

  it('reads at AA: the label, the secondary text, and the text on the coloured states', () => {
    const base = resolve('--altcha-color-base')
    expect(contrastRatio(resolve('--altcha-color-base-content'), base)).toBeGreaterThanOrEqual(
      AA_TEXT,
    )
    expect(contrastRatio(resolve('--altcha-color-neutral-content'), base)).toBeGreaterThanOrEqual(
      AA_TEXT,
    )
    for (const state of ['primary', 'success', 'error'] as const)
      expect(
        contrastRatio(
          resolve(`--altcha-color-${state}-content`),
          resolve(`--altcha-color-${state}`),
        ),
        state,
      ).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it('draws the empty checkbox with a border that stands out from the page (3:1)', () => {
    expect(
      contrastRatio(resolve('--altcha-checkbox-border-color'), resolve('--altcha-color-base')),
    ).toBeGreaterThanOrEqual(NON_TEXT)
    expect(ALTCHA_THEME['--altcha-checkbox-border-width']).toBe('2px')
  })

  it('is set on the widget element itself, where it wins over the stylesheet’s :root', () => {
    const widget = document.createElement('altcha-widget')
    applyAltchaTheme(widget)
    expect(widget.style.getPropertyValue('--altcha-checkbox-border-color')).toBe(
      'var(--mantine-color-gray-6)',
    )
    expect(widget.style.getPropertyValue('--altcha-color-base-content')).toBe(
      'var(--mantine-color-black)',
    )
  })
})
