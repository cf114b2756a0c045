import { createTheme, type MantineColorsTuple } from '@mantine/core'
import { EXPLICIT_CLOSE_ONLY } from '@/lib/modal-close'

/** Shades around the site's primary colour #1F4E79 (settings.color_primary), which is shade 6. */
const guild: MantineColorsTuple = [
  '#eaf2fa',
  '#d3e2f1',
  '#a7c4e2',
  '#78a4d2',
  '#5189c5',
  '#3877bc',
  '#1F4E79',
  '#1a4268',
  '#153756',
  '#0f2a43',
]

export const theme = createTheme({
  primaryColor: 'guild',
  primaryShade: 6,
  colors: { guild },
  // Keyboard users always see where focus is; mouse clicks do not draw rings.
  focusRing: 'auto',
  defaultRadius: 'sm',
  components: {
    // Grouped server messages ("0: …", "2: …") arrive one per line.
    InputWrapper: { styles: { error: { whiteSpace: 'pre-line' } } },
    // Spec 01 §5: modals close only from their own Close, Cancel or × (lib/modal-close).
    Modal: { defaultProps: EXPLICIT_CLOSE_ONLY },
  },
})
