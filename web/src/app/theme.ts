import { createTheme, darken, DEFAULT_THEME, lighten, type MantineColorsTuple } from '@mantine/core'
import { AA_TEXT, contrastRatio, readablePrimary } from '@/lib/colour-contrast'
import { EXPLICIT_CLOSE_ONLY } from '@/lib/modal-close'

export { AA_TEXT, contrastRatio }

/**
 * The darkest background text sits on: the primary colour's light tint (an unread notification's
 * row, light buttons), darker than grey 1 (panels, table stripes) and white.
 */
const PANEL = '#d3e2f1'

/** `color` darkened in small steps until it reads at AA on the darkest background text sits on. */
const readableOnPanels = (color: string) => {
  for (let amount = 0; amount < 1; amount += 0.02) {
    const shade = amount === 0 ? color : darken(color, amount)
    if (contrastRatio(shade, PANEL) >= AA_TEXT) return shade
  }
  return '#000000'
}

/**
 * A palette whose shade 6 and darker read at AA on white, on grey panels and on the primary tint. In the light scheme Mantine draws with
 * shade 6 the text of `c="red"` and the like, error messages, the dimmed grey of secondary text,
 * outlines, and the background of filled buttons and badges under a white label; with its
 * defaults those were 2.2–3.3:1 (grey #868e96, error red #fa5252, white on green #40c057). Shades
 * 0–5 stay as they are for tints and borders; 7–9 stay darker than 6 (hover, the text of light
 * badges).
 */
const readablePalette = (palette: readonly string[]): MantineColorsTuple => {
  const base = readableOnPanels(palette[6]!)
  if (base === palette[6]) return [...palette] as unknown as MantineColorsTuple
  return [
    ...palette.slice(0, 6),
    base,
    darken(base, 0.12),
    darken(base, 0.24),
    darken(base, 0.36),
  ] as unknown as MantineColorsTuple
}

/** Shades around the site's primary colour #1F4E79 (settings.color_primary), which is shade 6. */
const guild: MantineColorsTuple = [
  '#eaf2fa',
  PANEL,
  '#a7c4e2',
  '#78a4d2',
  '#5189c5',
  '#3877bc',
  '#1F4E79',
  '#1a4268',
  '#153756',
  '#0f2a43',
]

/** The site's primary colour when none is saved (settings.color_primary's default). */
export const DEFAULT_PRIMARY = '#1F4E79'

/**
 * Ten shades around the site's primary colour (settings.color_primary) as shade 6: tints towards
 * white for 0–5, darker steps for 7–9, made readable as the other palettes are. The default keeps
 * the hand-tuned `guild` palette.
 */
export const primaryPalette = (color: string): MantineColorsTuple => {
  if (color.toUpperCase() === DEFAULT_PRIMARY) return guild
  const base = readablePrimary(color)
  const tints = [0.92, 0.8, 0.62, 0.45, 0.28, 0.12].map((amount) => lighten(base, amount))
  return readablePalette([
    ...tints,
    base,
    darken(base, 0.12),
    darken(base, 0.24),
    darken(base, 0.36),
  ])
}

/** Mantine's palettes made readable (the dark scheme's own palette is left alone), and ours. */
export const themeColors: Record<string, MantineColorsTuple> = {
  ...Object.fromEntries(
    Object.entries(DEFAULT_THEME.colors)
      .filter(([name]) => name !== 'dark')
      .map(([name, palette]) => [name, readablePalette(palette)]),
  ),
  guild,
}

const themeOf = (guildPalette: MantineColorsTuple) =>
  createTheme({
    primaryColor: 'guild',
    primaryShade: 6,
    colors: { ...themeColors, guild: guildPalette },
    // Keyboard users always see where focus is; mouse clicks do not draw rings.
    focusRing: 'auto',
    defaultRadius: 'sm',
    components: {
      // Grouped server messages ("0: …", "2: …") arrive one per line.
      InputWrapper: { styles: { error: { whiteSpace: 'pre-line' } } },
      // Spec 01 §5: modals close only from their own Close, Cancel or × (lib/modal-close).
      // The × of every modal has a name (a modal may give a more specific one), not the same as
      // the Close button many modals also have.
      Modal: {
        defaultProps: {
          ...EXPLICIT_CLOSE_ONLY,
          closeButtonProps: { 'aria-label': 'Close dialog' },
        },
      },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
      // No empty, focusable placeholder inside a menu (ARIA allows only items there): opening a
      // menu focuses its first item instead, as the WAI-ARIA menu pattern does.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // Every pager's numbers and arrows have names ("Page 3", "Next page"): the arrows are icons.
      Pagination: {
        defaultProps: {
          getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
          getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
            'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
          }),
        },
      },
    },
  })

export const theme = themeOf(guild)

/** The theme with the site's primary colour (settings.color_primary). */
export const themeFor = (color: string | undefined) =>
  !color || color.toUpperCase() === DEFAULT_PRIMARY ? theme : themeOf(primaryPalette(color))
