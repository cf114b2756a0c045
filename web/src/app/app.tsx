import { RouterProvider } from 'react-router/dom'
import { ErrorBoundary } from '@/components/error-boundary'
import { createAppRouter } from './router'

const router = createAppRouter()

export function App() {
  return (
    <ErrorBoundary>
      <RouterProvider router={router} />
    </ErrorBoundary>
  )
}
