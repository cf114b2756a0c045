import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { AdvertPosition } from '@worker/adverts/adverts.schemas'
import { AdvertCard } from './advert-card'
import { showingAdvertsQuery } from './showing-adverts'

export type AdvertSlotProps = {
  position: AdvertPosition
  /** Several slots of one position on a page (the feed's) show different adverts in turn. */
  index?: number
  /** What holds the card (a list item, the page's width); left out too when no advert runs. */
  wrap?: (card: ReactNode) => ReactNode
}

/**
 * An advert slot of one position (spec 02 §3), for everyone, visitors included: one of the running
 * adverts (one read that every slot of the page shares). Nothing shows while they load, when none
 * runs or when they cannot be read. The running adverts come with the page (the shell's frame
 * read) and the card's code is in the first download, so a banner paints with the screen: a lazy
 * card painted ~300 ms later on a phone, moving the page down, and was its largest paint.
 */
export function AdvertSlot({ position, index, wrap }: AdvertSlotProps) {
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
