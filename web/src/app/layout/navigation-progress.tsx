import { useNavigation } from 'react-router'

/** A thin bar while the next screen's code or data loads, so a click visibly does something. */
export function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 1000,
        background: 'var(--mantine-primary-color-filled)',
      }}
    />
  )
}
