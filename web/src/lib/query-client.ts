import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-errors'

/**
 * No automatic retries of API failures: every failed call has already shown the user an alert,
 * and a retry would show it again (or hide a 4xx that will not change).
 */
const shouldRetry = (failures: number, error: unknown) =>
  !(error instanceof ApiError) && failures < 2

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
