/**
 * Runs `run` once the browser has a quiet moment after the current frame (requestIdleCallback),
 * or after `timeoutMs` at the latest; returns the cancel. For code a screen needs soon but not for
 * its first paint (a live socket's parser, a feed below the fold): fetched and compiled after the
 * paint rather than beside it. On a warm visit the chunks come from the cache and compiling them
 * held the first screen's largest paint back by ~100 ms (bench cold load, a member on a thread).
 */
export const whenIdle = (run: () => void, timeoutMs = 1_500): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 0)
  return () => clearTimeout(id)
}
