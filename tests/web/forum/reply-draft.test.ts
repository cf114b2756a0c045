import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearReplyDraft,
  readReplyDraft,
  replyDraftKey,
  useReplyDraft,
  writeReplyDraft,
} from '@/features/forum/components/reply-draft'

beforeEach(() => window.localStorage.clear())

const draft = {
  reply_id: 100,
  text: 'Hello @Ada Lovelace',
  mentions: [{ id: 7, full_name: 'Ada Lovelace' }],
}

describe('reply drafts in local storage', () => {
  it('keeps a draft per thread and per member', () => {
    writeReplyDraft(1, 7, draft)
    expect(readReplyDraft(1, 7)).toEqual(draft)
    expect(readReplyDraft(1, 8)).toBeNull()
    expect(readReplyDraft(2, 7)).toBeNull()
    clearReplyDraft(1, 7)
    expect(readReplyDraft(1, 7)).toBeNull()
  })

  it('ignores a stored value that is not a draft', () => {
    window.localStorage.setItem(replyDraftKey(1, 7), '{not json')
    expect(readReplyDraft(1, 7)).toBeNull()
    window.localStorage.setItem(replyDraftKey(1, 7), JSON.stringify({ reply_id: 'x' }))
    expect(readReplyDraft(1, 7)).toBeNull()
  })

  it('restores the draft after a reload, and switches to the other member when they sign in', () => {
    const first = renderHook(({ user }) => useReplyDraft(1, user), {
      initialProps: { user: 7 as number | null },
    })
    act(() => first.result.current.edit(100, { text: 'Half done', mentions: [] }))
    first.unmount()

    const reloaded = renderHook(({ user }) => useReplyDraft(1, user), {
      initialProps: { user: 7 as number | null },
    })
    expect(reloaded.result.current.draft).toEqual({
      reply_id: 100,
      text: 'Half done',
      mentions: [],
    })
    reloaded.rerender({ user: 8 })
    expect(reloaded.result.current.draft).toBeNull()
    reloaded.rerender({ user: null })
    expect(reloaded.result.current.draft).toBeNull()
    reloaded.rerender({ user: 7 })
    act(() => reloaded.result.current.clear())
    expect(reloaded.result.current.draft).toBeNull()
    expect(readReplyDraft(1, 7)).toBeNull()
  })

  it('keeps nothing for a visitor', () => {
    const visitor = renderHook(() => useReplyDraft(1, null))
    act(() => visitor.result.current.edit(100, { text: 'x', mentions: [] }))
    expect(visitor.result.current.draft).toBeNull()
    expect(window.localStorage.length).toBe(0)
  })
})
