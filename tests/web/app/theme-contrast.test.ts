import { describe, expect, it } from 'vitest'
import { AA_TEXT, contrastRatio, theme, themeColors } from '@/app/theme'

const WHITE = '#ffffff'
const palettes = Object.entries(themeColors)

/**
 * Issue 12: every text and state colour of the light theme reads at WCAG 2.2 AA (4.5:1). Shade 6
 * is what Mantine draws text (`c="red"`, errors, the dimmed grey), outlines and filled buttons
 * under white labels with; shade 9 on shade 1 is a light badge; shade 6 on grey 0 and 1 is
 * secondary text on a panel.
 */
describe('theme colours', () => {
  it.each(palettes)('%s: shades 6–9 read on white, the light badge on its tint', (_, palette) => {
    for (const shade of [6, 7, 8, 9]) {
      expect(contrastRatio(palette[shade]!, WHITE), `shade ${shade}`).toBeGreaterThanOrEqual(
        AA_TEXT,
      )
    }
    expect(contrastRatio(palette[9]!, palette[1]!), 'light badge').toBeGreaterThanOrEqual(AA_TEXT)
  })

  it('keeps each palette ordered light to dark, so hover (shade 7) darkens a filled button', () => {
    for (const [name, palette] of palettes) {
      for (let shade = 6; shade < 9; shade += 1) {
        expect(
          contrastRatio(palette[shade + 1]!, WHITE),
          `${name} ${shade + 1} vs ${shade}`,
        ).toBeGreaterThan(contrastRatio(palette[shade]!, WHITE))
      }
    }
  })

  it('draws secondary (dimmed) text and errors at AA on white, grey panels and the primary tint', () => {
    const gray = themeColors.gray!
    const red = themeColors.red!
    // guild 1 is --mantine-primary-color-light: an unread notification's row, light buttons.
    for (const background of [WHITE, gray[0], gray[1], themeColors.guild![1]]) {
      expect(contrastRatio(gray[6], background)).toBeGreaterThanOrEqual(AA_TEXT)
      expect(contrastRatio(red[6], background)).toBeGreaterThanOrEqual(AA_TEXT)
    }
  })

  it('keeps the site colour #1F4E79 as the primary, white on it at AA', () => {
    expect(theme.primaryColor).toBe('guild')
    expect(themeColors.guild![6]).toBe('#1F4E79')
    expect(contrastRatio('#1F4E79', WHITE)).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5)
    expect(contrastRatio('#868e96', WHITE)).toBeCloseTo(3.32, 1)
    expect(contrastRatio(WHITE, WHITE)).toBe(1)
  })
})
