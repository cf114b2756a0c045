/** What an event's tickets cost, as the event page's call to action and its phone bar say it. */

type PricedTicket = { price: number; price_formatted: string; available_until: string | null }

/** Tickets still on sale: those without a closing time or closing later. */
export const ticketsOnSale = <T extends PricedTicket>(tickets: T[], now = Date.now()): T[] =>
  tickets.filter((t) => !t.available_until || new Date(t.available_until).getTime() > now)

/**
 * 'Free', '£12.00', 'From £8.00' or 'Free – £20.00' over the tickets on sale (all of them once
 * sales have closed); null without tickets. The amounts are the API's own price_formatted, so the
 * site's currency symbol (spec 01 §3) holds here too.
 */
export const priceLabel = (tickets: PricedTicket[], now = Date.now()): string | null => {
  const onSale = ticketsOnSale(tickets, now)
  const priced = [...(onSale.length > 0 ? onSale : tickets)].sort((a, b) => a.price - b.price)
  const cheapest = priced[0]
  const dearest = priced.at(-1)
  if (!cheapest || !dearest) return null
  if (cheapest.price === dearest.price) return cheapest.price_formatted
  return cheapest.price === 0
    ? `${cheapest.price_formatted} – ${dearest.price_formatted}`
    : `From ${cheapest.price_formatted}`
}
