import { AspectRatio, Image, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Page } from '@/components/layout/page'
import { NotFoundPage } from '@/components/not-found-page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { RichText } from '@/components/rich-text'
import { ApiError } from '@/lib/api-errors'
import { safeImageSrc } from '@/lib/safe-url'
import { pageQueryOptions } from '../api/get-page'

/**
 * Spec 01 §2 page (/pages/{slug}): its cover, title and body. A page that does not exist, or is
 * not approved (to a reader without pages.manage), is the "page not found" page.
 */
export function PageScreen({ slug }: { slug: string }) {
  const page = useQuery(pageQueryOptions(slug))

  if (page.isPending)
    return <PageSkeleton variant="detail" width="reading" label="Loading the page…" />
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundPage />
    return (
      <Page>
        <ErrorState message="The page could not be loaded." onRetry={() => void page.refetch()} />
      </Page>
    )
  }

  const img = safeImageSrc(page.data.img)
  return (
    <Page width="reading">
      <Stack gap="md" component="article">
        {img && (
          <AspectRatio ratio={1920 / 600}>
            <Image src={img} alt="" radius="sm" fit="cover" />
          </AspectRatio>
        )}
        <PageTitle>{page.data.title}</PageTitle>
        <RichText doc={page.data.body} />
      </Stack>
    </Page>
  )
}
