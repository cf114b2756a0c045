import { darken, luminance } from '@mantine/core'

/** WCAG 2.2 contrast ratio of two colours, 1 to 21. */
export const contrastRatio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** WCAG 2.2 AA for text under 18 pt (1.4.3). */
export const AA_TEXT = 4.5

/**
 * Shade 6 of a primary colour as buttons use it: the colour itself when white text reads on it
 * at AA, else the colour darkened in small steps until it does (the settings screen warns).
 */
export const readablePrimary = (color: string) => {
  for (let amount = 0; amount < 1; amount += 0.02) {
    const shade = amount === 0 ? color : darken(color, amount)
    if (contrastRatio(shade, '#ffffff') >= AA_TEXT) return shade
  }
  return '#000000'
}
