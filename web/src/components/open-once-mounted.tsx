import { useEffect, useState, type ReactNode } from 'react'

/**
 * For a modal loaded with React.lazy on its first opening: it mounts closed, then opens. Mantine's
 * Modal notes the element to give focus back to (and plays its opening transition) only when
 * `opened` changes, so a modal that mounted already open would leave focus on the page's top.
 */
export function OpenOnceMounted({
  opened,
  children,
}: {
  opened: boolean
  children: (opened: boolean) => ReactNode
}) {
  const [mounted, setMounted] = useState(false)
  // On purpose: the closed modal must commit before it opens, so this render follows that one.
  // oxlint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), [])
  return children(opened && mounted)
}
