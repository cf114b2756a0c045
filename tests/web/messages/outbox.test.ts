import { describe, expect, it } from 'vitest'
import { unconfirmed, type OutboxEntry } from '@/features/messages/components/use-outbox'
import { postFixture } from './messages-fixtures'

const ME = 7
const entry = (
  key: number,
  body: string,
  after: number,
  status: OutboxEntry['status'] = 'sending',
) => ({
  key,
  body,
  status,
  after,
})

describe('unconfirmed outbox entries', () => {
  it('hides a message being sent once its own echo arrived over the socket, so it shows once', () => {
    const posts = [postFixture(10), postFixture(11, { user_id: ME, body: 'On my way' })]
    expect(unconfirmed([entry(1, 'On my way', 10)], posts, ME)).toEqual([])
  })

  it('keeps it while no newer post of mine has that body (an older same text does not count)', () => {
    const posts = [postFixture(9, { user_id: ME, body: 'Yes' }), postFixture(10)]
    expect(unconfirmed([entry(1, 'Yes', 10)], posts, ME)).toHaveLength(1)
    expect(unconfirmed([entry(1, 'Yes', 10)], [postFixture(11, { body: 'Yes' })], ME)).toHaveLength(
      1,
    )
  })

  it('matches each echo to one entry: two identical messages need two echoes', () => {
    const posts = [postFixture(11, { user_id: ME, body: 'Ok' })]
    expect(
      unconfirmed([entry(1, 'Ok', 10), entry(2, 'Ok', 10)], posts, ME).map((e) => e.key),
    ).toEqual([2])
  })

  it('always keeps failed and refused messages on show', () => {
    const posts = [postFixture(11, { user_id: ME, body: 'Hi' })]
    expect(unconfirmed([entry(1, 'Hi', 10, 'failed')], posts, ME)).toHaveLength(1)
  })
})
