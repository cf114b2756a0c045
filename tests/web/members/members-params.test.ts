import { describe, expect, it } from 'vitest'
import {
  directoryQuery,
  EMPTY_FILTERS,
  memberFiltersToParams,
  readMemberFilters,
} from '@/features/members/lib/members-params'

describe('the member filter in the address', () => {
  it('round-trips every field through the query string', () => {
    const filters = {
      name: 'Ada',
      company: 'Analytical',
      industry: 'Maths',
      near: 'gb-leeds',
      nearName: 'Leeds',
      distance: 20,
      attrs: { sector: ['Finance'], languages: ['French', 'Welsh'] },
    }
    const params = memberFiltersToParams(filters)
    expect(params.toString()).toBe(
      'name=Ada&company=Analytical&industry=Maths&near=gb-leeds&near_name=Leeds&distance=20&attrs%5Bsector%5D=Finance&attrs%5Blanguages%5D=French&attrs%5Blanguages%5D=Welsh',
    )
    expect(readMemberFilters(new URLSearchParams(params.toString()))).toEqual(filters)
  })

  it('leaves empty fields out and reads no distance as any', () => {
    expect(memberFiltersToParams({ ...EMPTY_FILTERS, name: '  ' }).toString()).toBe('')
    expect(readMemberFilters(new URLSearchParams('near=gb-leeds&distance=50')).distance).toBeNull()
    expect(readMemberFilters(new URLSearchParams('distance=0')).distance).toBeNull()
  })

  it('asks the API for near_distance 20000 when the distance is any (spec 01 §9)', () => {
    expect(directoryQuery({ ...EMPTY_FILTERS, near: 'gb-leeds' })).toEqual({
      near: 'gb-leeds',
      near_distance: '20000',
    })
    expect(directoryQuery({ ...EMPTY_FILTERS, near: 'gb-leeds', distance: 5 })).toMatchObject({
      near_distance: '5',
    })
    // A distance without a place filters nothing.
    expect(directoryQuery({ ...EMPTY_FILTERS, distance: 5 })).toEqual({})
  })
})
