/// <reference types="@testing-library/jest-dom/vitest" />
import * as matchers from '@testing-library/jest-dom/matchers'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, expect, vi } from 'vitest'

// Lazy routes load real chunks; on a busy 2-core CI machine that can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 })

// DOM matchers (toBeInTheDocument, toHaveFocus, …) for every web test.
expect.extend(matchers)

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

// happy-dom has no layout, so its IntersectionObserver never reports an element in view: every
// observed element counts as on screen at once (sections that load when scrolled near, e.g. comments).
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = {
      isIntersecting: true,
      target,
      intersectionRatio: 1,
    } as IntersectionObserverEntry
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver))
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver
