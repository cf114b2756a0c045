import { Box, Image } from '@mantine/core'
import { useId, useState, type CSSProperties } from 'react'
import { safeImageSrc } from '@/lib/safe-url'

/**
 * Generated cover art for an event or a discussion without a picture: a gradient in two theme
 * colours with a pattern over it, both chosen by a hash of the item (its id or title), so the same
 * item always looks the same and neighbouring cards differ. Decorative: hidden from screen readers.
 */

/** Pairs of theme palettes that sit well together (theme.ts; shade 4 → 7 for the gradient). */
const PALETTES = [
  ['blue', 'cyan'],
  ['teal', 'lime'],
  ['grape', 'pink'],
  ['indigo', 'violet'],
  ['orange', 'yellow'],
  ['red', 'orange'],
  ['cyan', 'teal'],
  ['violet', 'grape'],
  ['green', 'teal'],
  ['pink', 'orange'],
] as const

const PATTERNS = ['circles', 'stripes', 'dots', 'waves', 'peaks'] as const
export type ArtPattern = (typeof PATTERNS)[number]

/** FNV-1a: a small, stable string hash (not for security, only to pick colours). */
export const hashOf = (seed: string | number) => {
  let hash = 0x811c9dc5
  for (const ch of String(seed)) {
    hash ^= ch.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** The palette and pattern an item gets, and numbers to place the pattern's shapes. */
export const artOf = (seed: string | number) => {
  const hash = hashOf(seed)
  const [from, to] = PALETTES[hash % PALETTES.length]!
  const pattern = PATTERNS[Math.floor(hash / PALETTES.length) % PATTERNS.length]!
  return { from, to, pattern, angle: (hash >>> 8) % 4, shift: (hash >>> 12) % 97 }
}

const W = 400
const H = 225
const ink = 'rgba(255, 255, 255, 0.22)'
const shade = 'rgba(0, 0, 0, 0.12)'

function Pattern({ pattern, shift }: { pattern: ArtPattern; shift: number }) {
  switch (pattern) {
    case 'circles':
      return (
        <g>
          <circle cx={60 + shift * 2} cy={40 + (shift % 30)} r={90} fill={ink} />
          <circle cx={320 - shift} cy={190} r={120} fill={shade} />
          <circle cx={240 + (shift % 40)} cy={60} r={36} fill={ink} />
        </g>
      )
    case 'stripes':
      return (
        <g stroke={ink} strokeWidth={14}>
          {Array.from({ length: 12 }, (_, i) => {
            const x = i * 48 - 120 + (shift % 48)
            return <line key={i} x1={x} y1={H + 10} x2={x + 200} y2={-10} />
          })}
        </g>
      )
    case 'dots':
      return (
        <g fill={ink}>
          {Array.from({ length: 7 * 13 }, (_, i) => {
            const col = i % 13
            const row = Math.floor(i / 13)
            const r = 3 + ((col + row + shift) % 4) * 1.5
            return <circle key={i} cx={16 + col * 31} cy={16 + row * 32} r={r} />
          })}
        </g>
      )
    case 'waves':
      return (
        <g fill="none" stroke={ink} strokeWidth={10}>
          {[0, 1, 2, 3].map((i) => {
            const y = 50 + i * 48 + (shift % 20)
            return (
              <path
                key={i}
                d={`M-20 ${y} C 60 ${y - 40}, 120 ${y + 40}, 200 ${y} S 340 ${y - 40}, 420 ${y}`}
              />
            )
          })}
        </g>
      )
    case 'peaks':
      return (
        <g>
          <path d={`M0 ${H} L${110 + shift} 70 L${240 + shift} ${H} Z`} fill={ink} />
          <path
            d={`M${150 - (shift % 50)} ${H} L${290 - (shift % 30)} 40 L${W + 40} ${H} Z`}
            fill={shade}
          />
          <circle cx={330 - shift} cy={56} r={22} fill={ink} />
        </g>
      )
  }
}

type ArtProps = {
  /** What the art is for: an id or title; the same seed always draws the same picture. */
  seed: string | number
  h?: CSSProperties['height']
  radius?: CSSProperties['borderRadius']
}

/** Placeholder cover art that fills its box (cropped like a cover photo). */
export function PlaceholderArt({ seed, h = '100%', radius }: ArtProps) {
  const id = useId()
  const art = artOf(seed)
  const gradient = `art-${id.replace(/:/g, '')}`
  const corners = [
    ['0', '0', '1', '1'],
    ['1', '0', '0', '1'],
    ['0', '1', '1', '0'],
    ['0', '0', '1', '0'],
  ][art.angle]!
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      focusable="false"
      data-art={`${art.from}-${art.to}-${art.pattern}`}
      style={{ display: 'block', width: '100%', height: h, borderRadius: radius }}
    >
      <defs>
        <linearGradient
          id={gradient}
          x1={corners[0]}
          y1={corners[1]}
          x2={corners[2]}
          y2={corners[3]}
        >
          <stop offset="0" style={{ stopColor: `var(--mantine-color-${art.from}-4)` }} />
          <stop offset="1" style={{ stopColor: `var(--mantine-color-${art.to}-7)` }} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${gradient})`} />
      <Pattern pattern={art.pattern} shift={art.shift} />
    </Box>
  )
}

type CoverProps = ArtProps & {
  /** The item's picture; without one (or when it fails to load) the placeholder art shows. */
  src: string | null | undefined
}

/** An item's picture as a cover, or its placeholder art: every card looks designed. */
export function CoverImage({ src, seed, h = 160, radius }: CoverProps) {
  const safe = safeImageSrc(src)
  const [failed, setFailed] = useState<string | null>(null)
  if (!safe || failed === safe) return <PlaceholderArt seed={seed} h={h} radius={radius} />
  return (
    <Image
      src={safe}
      alt=""
      h={h}
      fit="cover"
      loading="lazy"
      style={{ borderRadius: radius }}
      onError={() => setFailed(safe)}
    />
  )
}
