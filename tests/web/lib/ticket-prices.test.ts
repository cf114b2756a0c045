import { describe, expect, it } from 'vitest'
import { priceLabel } from '@/lib/ticket-prices'

const ticket = (price: number, available_until: string | null = null) => ({
  price,
  price_formatted: price === 0 ? 'Free' : `£${price.toFixed(2)}`,
  available_until,
})
const NOW = Date.parse('2026-06-01T12:00:00Z')

describe('priceLabel', () => {
  it.each([
    ['one free ticket', [ticket(0)], 'Free'],
    ['one price', [ticket(12), ticket(12)], '£12.00'],
    ['a range of prices', [ticket(12), ticket(8), ticket(20)], 'From £8.00'],
    ['free and paid tickets', [ticket(20), ticket(0)], 'Free – £20.00'],
  ])('says %s as "%s"', (_name, tickets, label) => {
    expect(priceLabel(tickets, NOW)).toBe(label)
  })

  it('counts only the tickets still on sale', () => {
    const earlyBird = ticket(5, '2026-05-01T00:00:00Z')
    expect(priceLabel([earlyBird, ticket(15)], NOW)).toBe('£15.00')
  })

  it('falls back to every ticket once sales have closed, and says nothing without tickets', () => {
    expect(priceLabel([ticket(5, '2026-05-01T00:00:00Z')], NOW)).toBe('£5.00')
    expect(priceLabel([], NOW)).toBeNull()
  })
})
