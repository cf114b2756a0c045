import type { Deps } from '../../lib/deps'
import { imageSrc } from '../../uploads/uploads.resources'
import { searchPostsStatements } from '../post-search.queries'
import type { PostSearchResult, SearchPostsInput } from '../posts.schemas'

/** POST or GET /api/posts/search: one page of matches and the total in one db.batch. */
export const searchPosts = async (
  deps: Deps,
  input: SearchPostsInput,
): Promise<{ rows: PostSearchResult[]; total: number }> => {
  const { db, auth } = deps
  const statements = searchPostsStatements(db, auth.tokenHash, input)
  const [rows, [count]] = await db.batch([statements.rows, statements.total])
  return {
    rows: rows.flatMap((row) =>
      row.type === 'news' || row.type === 'resource' || row.type === 'promotion'
        ? [
            {
              id: row.id,
              type: row.type,
              slug: row.slug,
              title: row.title,
              excerpt: row.excerpt,
              img: imageSrc(row.img),
              created_at: row.createdAt,
            },
          ]
        : [],
    ),
    total: count?.total ?? 0,
  }
}
