import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorState } from '@/components/page-states'
import type { Home } from '../api/get-home'
import { HomeSkeleton } from './home-skeleton'

export type HomeQuery = Pick<UseQueryResult<Home>, 'data' | 'isError' | 'refetch'>

/** The sections once the home request answers: a skeleton before, an error with retry if it fails. */
export function HomeData({
  query,
  children,
}: {
  query: HomeQuery
  children: (home: Home) => ReactNode
}) {
  if (query.data) return children(query.data)
  if (query.isError)
    return (
      <ErrorState
        message="The latest events and discussions could not be loaded."
        onRetry={() => void query.refetch()}
      />
    )
  return <HomeSkeleton />
}
