import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react'
import { useRouteError } from 'react-router'
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/stale-chunks'
import { InterfaceError } from './interface-error'

type Props = { children: ReactNode }
type State = { failed: boolean }

/** The last line of defence above the router: a render error anywhere shows the fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Interface error', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <InterfaceError /> : this.props.children
  }
}

/**
 * The router's errorElement: errors in a route land here. A lazy chunk that failed to load (a tab
 * opened before a deploy) reloads the page once instead (lib/stale-chunks).
 */
export function RouteError() {
  const error = useRouteError()
  const stale = isChunkLoadError(error)
  useEffect(() => {
    if (stale) reloadForStaleChunk()
  }, [stale])
  console.error('Interface error', error)
  return <InterfaceError />
}
