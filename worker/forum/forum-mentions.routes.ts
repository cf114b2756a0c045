import { Hono } from 'hono'
import { signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { validate } from '../lib/validate'
import { mentionSuggestionsQuery } from './forum.schemas'
import { suggestMentions } from './forum-mentions.service'

/** Mention autocomplete for the post editor: members whose name starts with what follows @. */
export const forumMentionsRoutes = new Hono<AppEnv>().get(
  '/mention-suggestions',
  signedIn,
  validate('query', mentionSuggestionsQuery),
  async (c) => c.json(item(await suggestMentions(depsOf(c), c.req.valid('query').q))),
)
