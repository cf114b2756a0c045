import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import type { AdvertPosition } from '@worker/adverts/adverts.schemas'
import { safeImageSrc } from '@/lib/safe-url'
import { recordImpression, showingAdvertsQuery, type ShowingAdvert } from './showing-adverts'

export type AdvertSlotProps = {
  position: AdvertPosition
  /** Several slots of one position on a page (the feed's) show different adverts in turn. */
  index?: number
  /** What holds the card (a list item, the page's width); left out too when no advert runs. */
  wrap?: (card: ReactNode) => ReactNode
}

/** Counts the impression once the advert is at least half in view. */
function useImpression(advertId: number) {
  const ref = useRef<HTMLDivElement>(null)
  const { key } = useLocation()
  useEffect(() => {
    const node = ref.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          recordImpression(key, advertId)
          observer.disconnect()
        }
      },
      { threshold: 0.5 },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [key, advertId])
  return ref
}

function AdvertCard({ advert, banner }: { advert: ShowingAdvert; banner: boolean }) {
  const ref = useImpression(advert.id)
  const img = safeImageSrc(advert.img)
  const picture = img && (
    <Image src={img} alt="" w={banner ? 120 : '100%'} maw={300} radius="sm" fit="contain" />
  )
  const words = (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {advert.name}
      </Text>
      {advert.description && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {advert.description}
        </Text>
      )}
    </Stack>
  )
  return (
    <Paper ref={ref} component="aside" aria-label="Advert" withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" mb={6}>
        Sponsored
      </Text>
      <Anchor
        href={advert.click_url}
        target="_blank"
        rel="sponsored noopener"
        underline="never"
        c="inherit"
        style={{ display: 'block' }}
      >
        {banner ? (
          <Group gap="md" wrap="nowrap" align="center">
            {picture}
            {words}
          </Group>
        ) : (
          <Stack gap="xs">
            {picture}
            {words}
          </Stack>
        )}
      </Anchor>
    </Paper>
  )
}

/**
 * An advert of one position (spec 02 §3), for everyone, visitors included: one of the running
 * adverts, labelled Sponsored, linking through the click route. Nothing at all shows while they
 * load, when none runs, or when they cannot be read.
 */
export function ShowingAdvertSlot({ position, index, wrap }: AdvertSlotProps) {
  const showing = useQuery(showingAdvertsQuery())
  // A slot keeps the advert it first showed; slots without an index take one at random.
  const [turn] = useState(() => index ?? Math.floor(Math.random() * 1_000))
  const mine = showing.data?.filter((advert) => advert.position === position) ?? []
  const advert = mine.length > 0 ? mine[turn % mine.length] : undefined
  if (!advert) return null
  const card = (
    <AdvertCard advert={advert} banner={position === 'header' || position === 'footer'} />
  )
  return wrap ? wrap(card) : card
}
