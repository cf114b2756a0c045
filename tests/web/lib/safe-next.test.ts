import { describe, expect, it } from 'vitest'
import { safeNextPath } from '../../../web/src/lib/safe-next'

const origin = 'https://members.example.org'

describe('safeNextPath', () => {
  it.each([
    ['/my-events', '/my-events'],
    ['/forum/general/hello?page=2#reply-4', '/forum/general/hello?page=2#reply-4'],
    ['https://members.example.org/news', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['my-events', '/'],
    ['', '/'],
    [null, '/'],
    ['/signout', '/'],
  ])('%j → %j', (next, expected) => {
    expect(safeNextPath(next, origin)).toBe(expected)
  })
})
