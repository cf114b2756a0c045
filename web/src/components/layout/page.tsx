import { Box, Container } from '@mantine/core'
import { createContext, use, type CSSProperties, type ReactNode } from 'react'

/**
 * The one page width of the public and member site (Mantine's `lg` container, 1140 px) and its
 * gutter (16 px at every width). The site header's bar sits in the same container, so the site
 * name and every page heading share one left edge.
 */
export const PAGE_CONTAINER = { size: 'lg', px: 'md' } as const

/** The narrower column of reading pages (a discussion, notifications), on the same left edge. */
const READING_WIDTH = 760

/** The centred card of the sign-in, sign-up and password screens. */
const FORM_WIDTH = 520

const InsideFrame = createContext(false)

/**
 * A frame with its own width and gutter (the admin area beside its sidebar): a Page inside it
 * (the "not allowed" page, a loading skeleton) adds no second gutter, so its heading keeps the
 * frame's left edge.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return <InsideFrame value>{children}</InsideFrame>
}

export type PageWidth = 'wide' | 'reading' | 'form'

type Props = {
  children: ReactNode
  /**
   * `wide` (lists, an event, the home page), `reading` (one column of text, same left edge),
   * `form` (a centred card of its own: sign-in, sign-up).
   */
  width?: PageWidth
  style?: CSSProperties
}

/** Every public and member screen sits in one Page; the admin area has its own frame. */
export function Page({ children, width = 'wide', style }: Props) {
  const framed = use(InsideFrame)
  const content = width === 'reading' ? <Box maw={READING_WIDTH}>{children}</Box> : children
  if (framed)
    return (
      <Box data-page={width} style={style}>
        {content}
      </Box>
    )
  return (
    <Container
      data-page={width}
      size={width === 'form' ? FORM_WIDTH : PAGE_CONTAINER.size}
      px={PAGE_CONTAINER.px}
      py="lg"
      style={style}
    >
      {content}
    </Container>
  )
}
