import { Anchor } from '@mantine/core'

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g
/** Sentence punctuation right after a link is not part of it. */
const TRAILING = /[.,;:!?)\]]+$/

/** Plain text with its http(s) addresses made clickable, so a person can follow a reset link. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN)
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return part
        const trailing = TRAILING.exec(part)?.[0] ?? ''
        const href = part.slice(0, part.length - trailing.length)
        return (
          <span key={i}>
            <Anchor href={href} style={{ overflowWrap: 'anywhere' }}>
              {href}
            </Anchor>
            {trailing}
          </span>
        )
      })}
    </>
  )
}
