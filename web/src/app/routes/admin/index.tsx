import { RouteError } from '@/components/error-boundary'
import { subjectOf } from '@/lib/access'
import { AdminGuard } from './admin-guard'
import { AdminLayout } from './admin-layout'
import { AdminRoutes } from './admin-routes'

/** The lazy /admin/* branch (react-router's lazy-route convention: `Component`, `ErrorBoundary`). */
export function Component() {
  return (
    <AdminGuard>
      {(viewer) => (
        <AdminLayout subject={subjectOf(viewer)}>
          <AdminRoutes viewer={viewer} />
        </AdminLayout>
      )}
    </AdminGuard>
  )
}

/** Spec 03 §8: a crash anywhere in the admin area shows '⚠️ Interface Error'. */
export const ErrorBoundary = RouteError
