import { describe, expect, it } from 'vitest'
import { AA_TEXT, contrastRatio, primaryPalette, themeFor, theme } from '@/app/theme'

describe('the primary palette from settings.color_primary', () => {
  it('keeps the chosen colour as shade 6 when white text reads on it', () => {
    const palette = primaryPalette('#8B1E3F')
    expect(palette).toHaveLength(10)
    expect(palette[6]).toBe('#8B1E3F')
    // Tints get lighter towards shade 0, the dark shades darker than 6.
    expect(contrastRatio(palette[0], '#ffffff')).toBeLessThan(contrastRatio(palette[5], '#ffffff'))
    expect(contrastRatio(palette[9], '#ffffff')).toBeGreaterThan(
      contrastRatio(palette[6], '#ffffff'),
    )
  })

  it('darkens a light colour until white text on it reaches AA', () => {
    const palette = primaryPalette('#FFD700')
    expect(palette[6]).not.toBe('#FFD700')
    expect(contrastRatio(palette[6], '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it('the default colour keeps the hand-tuned theme', () => {
    expect(themeFor('#1F4E79')).toBe(theme)
    expect(themeFor(undefined)).toBe(theme)
    expect(themeFor('#8B1E3F').colors?.guild?.[6]).toBe('#8B1E3F')
  })
})
