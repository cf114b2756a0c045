import { SimpleGrid, Stack } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { POLL_MESSAGES } from '@worker/polls/polls.schemas'
import { Page } from '@/components/layout/page'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { surveysListOptions } from '../api/list-surveys'
import { LoadMore } from './load-more'
import { SurveyCard } from './survey-card'

/** /surveys (spec 01 §2, §9): the approved surveys, newest first, 9 and then 3 more at a time. */
export function SurveysScreen() {
  const list = useInfiniteQuery(surveysListOptions())

  const content = () => {
    if (list.isPending) return <ListLoading label="Loading surveys…" />
    if (list.isError)
      return (
        <ErrorState
          message="The surveys could not be loaded."
          onRetry={() => void list.refetch()}
        />
      )
    const seen = new Set<number>()
    const surveys = list.data.pages
      .flatMap((p) => p.data)
      .filter((s) => !seen.has(s.id) && seen.add(s.id))
    if (surveys.length === 0) return <EmptyState>{POLL_MESSAGES.noSurveys}</EmptyState>
    return (
      <Stack gap="md" aria-busy={list.isFetching}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {surveys.map((survey) => (
            <SurveyCard key={survey.id} survey={survey} />
          ))}
        </SimpleGrid>
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onMore={() => void list.fetchNextPage()}
        />
      </Stack>
    )
  }

  return (
    <Page>
      <PageTitle>Surveys</PageTitle>
      {content()}
    </Page>
  )
}
