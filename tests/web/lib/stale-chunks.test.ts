import { afterEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/stale-chunks'

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('stale chunks after a deploy', () => {
  it('knows the errors of a chunk that is gone, from Chromium, Safari and Firefox', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/event-route-abc.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://x/assets/a.js',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads once, and not again within a minute (a real fault shows the error screen)', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:00:00Z') })
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    expect(reloadForStaleChunk()).toBe(true)
    expect(reloadForStaleChunk()).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.parse('2026-11-26T12:01:01Z'))
    expect(reloadForStaleChunk()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
