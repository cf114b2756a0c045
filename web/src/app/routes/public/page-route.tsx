import { useParams } from 'react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { PageScreen } from '@/features/pages/components/page-screen'

/** /pages/:slug: one page (spec 01 §2). */
export function PageRoute() {
  const { slug } = useParams()
  if (!slug) return <NotFoundPage />
  return <PageScreen key={slug} slug={slug} />
}
