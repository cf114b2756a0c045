import { SearchPage } from '@/features/forum/components/search-page'

/** /forum/search?q=: forum search with by: and tagged: chips. */
export function ForumSearchRoute() {
  return <SearchPage />
}
