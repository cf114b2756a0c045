import { Text } from '@mantine/core'
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import classes from './table-scroll.module.css'

type Edges = { left: boolean; right: boolean }

/** Which sides of the viewport hide more content (a pixel of rounding is not "more"). */
const edgesOf = (el: HTMLElement): Edges => ({
  left: el.scrollLeft > 1,
  right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
})

type Props = {
  /** What the table lists ("Users"): the scrolling region's accessible name. */
  label: string
  /** Below this width the content scrolls sideways instead of squeezing its columns. */
  minWidth: number
  children: ReactNode
}

/**
 * A wide table on a narrow screen: it scrolls sideways inside its own box (the page never does),
 * with a shadow on each edge that hides columns and a "Scroll for more" hint while the right-hand
 * columns (usually the row's actions) are out of sight, "Scroll back" once they are in view. The box takes keyboard focus only when it
 * scrolls, so arrow keys can move it.
 */
export function TableScroll({ label, minWidth, children }: Props) {
  const viewport = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState<Edges>({ left: false, right: false })
  const measure = useCallback(() => {
    const el = viewport.current
    if (!el) return
    const next = edgesOf(el)
    setEdges((previous) =>
      previous.left === next.left && previous.right === next.right ? previous : next,
    )
  }, [])

  useEffect(() => {
    const el = viewport.current
    if (!el) return
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(el)
    if (el.firstElementChild) observer?.observe(el.firstElementChild)
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [measure])

  const scrolls = edges.left || edges.right
  return (
    <div className={classes.frame}>
      {scrolls && (
        // Kept while it scrolls at all, so the table does not jump when the end is reached.
        <Text size="xs" c="dimmed" className={classes.hint} aria-hidden mb={4}>
          {edges.right ? (
            <>
              Scroll for more <IconArrowRight size={14} />
            </>
          ) : (
            <>
              <IconArrowLeft size={14} /> Scroll back
            </>
          )}
        </Text>
      )}
      <div className={classes.frame}>
        <div
          ref={viewport}
          className={classes.viewport}
          onScroll={measure}
          role="region"
          aria-label={scrolls ? `${label} (scrolls sideways)` : label}
          tabIndex={scrolls ? 0 : undefined}
          data-scrolls={scrolls || undefined}
        >
          <div style={{ minWidth }}>{children}</div>
        </div>
        <div className={classes.edge} data-side="left" data-shown={edges.left || undefined} />
        <div className={classes.edge} data-side="right" data-shown={edges.right || undefined} />
      </div>
    </div>
  )
}
