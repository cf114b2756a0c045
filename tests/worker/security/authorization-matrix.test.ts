/**
 * Security suite 1: every route × every principal (× owner/non-owner where the route has an item)
 * against one policy table. A route missing from the table fails with its name.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import {
  buildPrincipals,
  isSignedIn,
  permissionKeysOf,
  type Ownership,
  type Principal,
} from '../../helpers/principals'
import { reportFigure } from './support/figure'
import { apiRoutes, coverage, type RouteKey } from './support/routes'
import {
  buildFixtures,
  sendValid,
  specOf,
  validRequest,
  VALID_REQUESTS,
  type Fixtures,
} from './support/valid-requests'

/** 101: a websocket opened; 302: a redirect (an advert's click); 404: the item is answered like a missing one. */
type Expected = 101 | 200 | 201 | 204 | 302 | 401 | 403 | 404
type Policy = (p: Principal, ownership: Ownership | null) => Expected

const signedIn = (p: Principal) => p.user !== null
const holdsAny = (p: Principal, keys: readonly string[]) => keys.some((k) => p.holds(k))

/** Anyone, signed in or not. */
const anyone =
  (ok: Expected): Policy =>
  () =>
    ok
/** Admins and super admins (no permission key names the route); other members 403, visitors 401. */
const admins =
  (ok: Expected): Policy =>
  (p) =>
    p.kind === 'admin' || p.kind === 'super_admin' ? ok : signedIn(p) ? 403 : 401
/** Any signed-in member; visitors 401. */
const members =
  (ok: Expected): Policy =>
  (p) =>
    signedIn(p) ? ok : 401
/** Holders of one of `keys`; other members 403, visitors 401. */
const holders =
  (keys: readonly string[], ok: Expected): Policy =>
  (p) =>
    holdsAny(p, keys) ? ok : signedIn(p) ? 403 : 401
/** The item's owner, or holders of one of `keys`. */
const ownerOr =
  (keys: readonly string[], ok: Expected): Policy =>
  (p, o) =>
    !signedIn(p) ? 401 : o === 'own' || holdsAny(p, keys) ? ok : 403
/** Holders of `keys`, but never on their own item (their own role, their own account). */
const holdersNotOnOwn =
  (keys: readonly string[], ok: Expected): Policy =>
  (p, o) => {
    const allowed = holders(keys, ok)(p, o)
    return allowed === ok && o === 'own' ? 403 : allowed
  }

/** The policy: who gets what from each route, by the spec (not by reading the guards). */
const EXPECTED: Record<RouteKey, Policy> = {
  'GET /api/heartbeat': anyone(200),
  'POST /api/signup': anyone(201),
  'POST /api/signin': anyone(200),
  'POST /api/signout': anyone(200),
  'GET /api/me': anyone(200),
  'POST /api/me/agree': members(200),
  'PUT /api/me/password': members(200),
  'DELETE /api/me': members(200),
  'POST /api/password/forgot': anyone(200),
  'POST /api/password/reset': anyone(200),
  'GET /api/captcha': anyone(200),
  'GET /api/settings': anyone(200),
  // Each section holds only what its area shows this viewer (tests/worker/home.test.ts).
  'GET /api/home': anyone(200),
  'GET /api/settings/:key': anyone(200),
  // Labels only the types the reader may view; the feed holds each type to its view permission
  // in SQL (tests/worker/feed.test.ts).
  'GET /api/settings/titles': anyone(200),
  'GET /api/feed': anyone(200),
  'PUT /api/settings': holders(['sites.set.settings'], 200),
  'PUT /api/settings/:key': holders(['sites.set.settings'], 200),
  // Mails the caller a preview of their digest: whoever sets its send time may see it.
  'POST /api/email-digest/preview': holders(['sites.set.settings'], 200),
  'GET /api/featured-tiles': anyone(200),
  'PUT /api/featured-tiles': holders(['sites.set.settings'], 200),
  'GET /api/user-attributes': anyone(200),
  'GET /api/permissions': members(200),
  // The user editor's role select reads roles too.
  'GET /api/roles': holders(['roles.manage', 'users.set.role_id'], 200),
  'POST /api/roles': holders(['roles.manage'], 201),
  'GET /api/roles/:id': holders(['roles.manage', 'users.set.role_id'], 200),
  // Nobody edits or deletes a role they hold (built-in roles cannot be deleted at all).
  'PUT /api/roles/:id': holdersNotOnOwn(['roles.manage'], 200),
  'DELETE /api/roles/:id': holdersNotOnOwn(['roles.manage'], 200),
  'GET /api/users': holders(['users.update', 'users.set.is_active'], 200),
  // The members directory and profiles (spec 01 §6).
  'GET /api/users/directory': holders(['users.view:directory'], 200),
  'GET /api/users/directory/:slug': holders(['users.view:directory'], 200),
  // The place autocomplete: the same public gazetteer for everyone.
  'GET /api/places': anyone(200),
  'GET /api/users/:id': ownerOr(['users.update', 'users.set.is_active'], 200),
  'PUT /api/users/:id': ownerOr(['users.update'], 200),
  // One's own account is deleted through DELETE /api/me.
  'DELETE /api/users/:id': holdersNotOnOwn(['users.delete'], 200),
  'GET /api/notifications': members(200),
  'POST /api/notifications': members(200),
  'GET /api/user-notifications/:userId': ownerOr(['users.update'], 200),
  'POST /api/user-notifications': ownerOr(['users.update'], 200),
  // Local development and tests only (the worker tests call localhost).
  'GET /api/dev/outbox': anyone(200),

  // Categories are public (spec 02 §3): the event filters and editors read them.
  'GET /api/categories': anyone(200),
  'GET /api/categories/:id': anyone(200),
  'GET /api/category-types': anyone(200),
  // The category tree and its groups are site settings (spec 02 §2).
  'POST /api/categories': holders(['sites.set.settings'], 201),
  'PUT /api/categories/:id': holders(['sites.set.settings'], 200),
  'DELETE /api/categories/:id': holders(['sites.set.settings'], 204),
  'POST /api/category-types': holders(['sites.set.settings'], 201),
  'PUT /api/category-types/:id': holders(['sites.set.settings'], 200),
  'DELETE /api/category-types/:id': holders(['sites.set.settings'], 204),

  // Events (spec 01 §7, spec 02 §6): events.view reads them (visitors hold it by default);
  // events.create creates them (events.manage alone does not, issue 9); the owner or a manager
  // edits and deletes.
  'GET /api/events': holders(['events.view'], 200),
  'GET /api/events/:id': holders(['events.view'], 200),
  'POST /api/events': holders(['events.create'], 201),
  'PUT /api/events/:id': ownerOr(['events.manage'], 200),
  'DELETE /api/events/:id': ownerOr(['events.manage'], 200),
  'POST /api/events/:id/lets-meet': members(201),

  // Orders (spec 01 §4–§5): anyone may price, reserve and confirm (visitors with a captcha; the
  // reference proves the reservation); a member lists their own; the buyer or a manager cancels.
  'GET /api/event-orders/cost': anyone(200),
  'GET /api/event-orders': members(200),
  'POST /api/event-orders': anyone(201),
  'POST /api/event-orders/:id/confirm': anyone(200),
  'DELETE /api/event-orders/:id': ownerOr(['events.manage'], 200),

  // Attendees (spec 03 §6): whoever sees the event sees its attendees; the rest is for managers.
  'GET /api/event-attendees': holders(['events.view'], 200),
  'GET /api/event-attendees/:id': holders(['events.manage'], 200),
  'POST /api/event-attendees': holders(['events.manage'], 201),
  'PUT /api/event-attendees/:id': holders(['events.manage'], 200),
  'DELETE /api/event-attendees/:id': holders(['events.manage'], 200),
  'GET /api/events/:id/attendees-export': holders(['events.manage'], 200),

  // Beyond the spec: add-to-calendar, the member's private feed (its secret address is the
  // credential, so calendar apps need no cookie), and the waitlist of a sold-out event.
  'GET /api/events/:id/ics': holders(['events.view'], 200),
  'GET /api/me/calendar-feed': members(200),
  'POST /api/me/calendar-feed': members(201),
  'DELETE /api/me/calendar-feed': members(200),
  'GET /api/calendar-feeds/:token': anyone(200),
  'POST /api/events/:id/waitlist': members(201),
  'DELETE /api/events/:id/waitlist': members(200),

  // Uploads (spec 02 §5): members upload; the uploader deletes their own, and admins or settings
  // managers (site branding) anyone's; files are served to anyone who has the address.
  'POST /api/uploads': members(201),
  'POST /api/uploads/img': members(201),
  'DELETE /api/uploads': (p, o) =>
    !signedIn(p)
      ? 401
      : o === 'own' ||
          p.kind === 'admin' ||
          p.kind === 'super_admin' ||
          p.holds('sites.set.settings')
        ? 200
        : 403,
  'GET /api/files/:path{.+}': anyone(200),

  // Forum (spec 01 §6–§7, spec 03 §6, issue 4). Reads are open to anyone within visibility (the
  // valid requests read an open category and a public thread); any signed-in member writes;
  // owners edit and delete their own threads and replies, forum-threads.manage anyone's.
  'GET /api/forum/categories': anyone(200),
  'GET /api/forum/categories/:id': anyone(200),
  'POST /api/forum/categories': holders(['forum-categories.manage'], 201),
  'PUT /api/forum/categories/:id': holders(['forum-categories.manage'], 200),
  'DELETE /api/forum/categories/:id': holders(['forum-categories.manage'], 200),
  'GET /api/forum/threads': anyone(200),
  'GET /api/forum/threads/:id': anyone(200),
  'GET /api/forum/categories/:category/threads/:thread': anyone(200),
  'POST /api/forum/threads': members(201),
  'PUT /api/forum/threads/:id': ownerOr(['forum-threads.manage'], 200),
  'DELETE /api/forum/threads/:id': ownerOr(['forum-threads.manage'], 200),
  // The live socket (security bar 19): a session and our Origin; 101 is the socket opening.
  'GET /api/forum/threads/:id/live': members(101),
  'GET /api/forum/replies': anyone(200),
  'GET /api/forum/replies/:id': anyone(200),
  'POST /api/forum/replies': members(201),
  'PUT /api/forum/replies/:id': ownerOr(['forum-threads.manage'], 200),
  'DELETE /api/forum/replies/:id': ownerOr(['forum-threads.manage'], 200),
  'GET /api/forum/likes': anyone(200),
  'POST /api/forum/likes': members(201),
  // One's own like only, for everyone: anyone else's is answered like a missing one.
  'DELETE /api/forum/likes/:id': (p, o) => (!signedIn(p) ? 401 : o === 'own' ? 200 : 404),
  'GET /api/forum/search': anyone(200),
  // 204 when nothing changed; the valid request asks since the epoch, so there is always news.
  'GET /api/forum/heartbeat': anyone(200),
  'GET /api/forum/mention-suggestions': members(200),
  'PUT /api/settings/forum': holders(['sites.set.settings'], 200),
  // Email and push templates (spec 02 §7): the settings permission reads and edits them.
  'GET /api/email-templates': holders(['sites.set.settings'], 200),
  'GET /api/email-templates/:key': holders(['sites.set.settings'], 200),
  'PUT /api/email-templates/:key': holders(['sites.set.settings'], 200),
  'GET /api/push-notifications': holders(['sites.set.settings'], 200),
  'GET /api/push-notifications/:key': holders(['sites.set.settings'], 200),
  'PUT /api/push-notifications/:key': holders(['sites.set.settings'], 200),

  // Groups (spec 02 §2–§4, spec 01 §4): members see approved groups and ask to join for
  // themselves only; groups.manage runs groups, their members and the requests.
  'GET /api/groups': members(200),
  'GET /api/groups/:id': members(200),
  'POST /api/groups': holders(['groups.manage'], 201),
  'PUT /api/groups/:id': holders(['groups.manage'], 200),
  'DELETE /api/groups/:id': holders(['groups.manage'], 200),
  'GET /api/groups/:id/users': holders(['groups.manage'], 200),
  'POST /api/groups/:id/users': holders(['groups.manage'], 201),
  'DELETE /api/groups/:id/users/:user_id': holders(['groups.manage'], 200),
  'GET /api/group-user-requests': holders(['groups.manage'], 200),
  // Nobody asks on another member's behalf, managers included (they add members directly).
  'POST /api/group-user-requests': ownerOr([], 201),
  'POST /api/group-user-requests/:id/accept': holders(['groups.manage'], 200),
  'POST /api/group-user-requests/:id/decline': holders(['groups.manage'], 200),

  // Connections (spec 01 §6–§7, issue 13): signed-in members, each for themselves. Only the member
  // asked answers a request and only its sender cancels it; a request, connection or block the
  // caller is not part of is answered like a missing one. Reports are read and resolved with
  // users.update, like the admin users screen.
  'GET /api/connect-requests': members(200),
  'POST /api/connect-requests': members(201),
  'PUT /api/connect-requests/:id': (p, o) => (!signedIn(p) ? 401 : o === 'own' ? 200 : 404),
  'DELETE /api/connect-requests/:id': (p, o) => (!signedIn(p) ? 401 : o === 'own' ? 200 : 404),
  'GET /api/connects': members(200),
  'DELETE /api/connects/:user_id': (p, o) => (!signedIn(p) ? 401 : o === 'own' ? 200 : 404),
  'GET /api/member-blocks': members(200),
  'POST /api/member-blocks': members(201),
  'DELETE /api/member-blocks/:user_id': (p, o) => (!signedIn(p) ? 401 : o === 'own' ? 200 : 404),
  'POST /api/member-reports': members(201),
  'GET /api/member-reports': holders(['users.update'], 200),
  'PUT /api/member-reports/:id': holders(['users.update'], 200),
  // Messaging (spec 01 §6, §7): any member, in their own threads and to their connections; a
  // thread one is not in answers 404 (tests/worker/messages.test.ts).
  'GET /api/message-threads': members(200),
  'GET /api/message-threads/:id': members(200),
  'POST /api/message-threads/:id/read': members(200),
  'GET /api/message-threads/:id/live': members(101),
  'GET /api/message-posts': members(200),
  'POST /api/message-posts': members(201),
  'GET /api/message-users/candidates': members(200),
  'GET /api/message-users': members(200),
  'POST /api/group-message-threads': members(201),
  'GET /api/group-message-threads/:id': members(200),
  'GET /api/group-message-posts': members(200),
  'POST /api/group-message-posts': members(201),
  'GET /api/group-message-users': members(200),

  // Comments and likes (spec 01 §6–§7, issue 14): whoever may read the item (the valid requests
  // use a public event: events.view) reads them; any signed-in member who may read it writes.
  // The owner edits a comment; the owner or the type's managers delete it. One's own like only
  // can be taken back: anyone else's is answered like a missing one.
  'GET /api/comments': holders(['events.view'], 200),
  'POST /api/comments': (p) => (!signedIn(p) ? 401 : p.holds('events.view') ? 201 : 403),
  'PUT /api/comments/:id': (p, o) =>
    !signedIn(p) ? 401 : p.holds('events.view') && o === 'own' ? 200 : 403,
  'DELETE /api/comments/:id': (p, o) =>
    !signedIn(p)
      ? 401
      : p.holds('events.view') && (o === 'own' || p.holds('events.manage'))
        ? 200
        : 403,
  'GET /api/likes': holders(['events.view'], 200),
  'POST /api/likes': (p) => (!signedIn(p) ? 401 : p.holds('events.view') ? 201 : 403),
  'DELETE /api/likes/:id': (p, o) => (!signedIn(p) ? 401 : o === 'own' ? 200 : 404),
  // News and resources (spec 02 §6–§7): the view key reads (visitors hold both by default), a
  // create key creates, the owner or the type's manage key edits and deletes. Post search answers
  // anyone (each type's results need its view key); approvals are for any type's manage key.
  'GET /api/news': holders(['news.view:directory'], 200),
  'GET /api/news/:id': holders(['news.view:directory'], 200),
  'POST /api/news': holders(['news.create', 'news.create-billable', 'news.manage'], 201),
  'PUT /api/news/:id': ownerOr(['news.manage'], 200),
  'DELETE /api/news/:id': ownerOr(['news.manage'], 204),
  'GET /api/resources': holders(['resources.view'], 200),
  'GET /api/resources/:id': holders(['resources.view'], 200),
  'GET /api/resources/:id/preview': holders(['resources.view'], 200),
  'POST /api/resources': holders(['resources.create', 'resources.manage'], 201),
  'PUT /api/resources/:id': ownerOr(['resources.manage'], 200),
  'DELETE /api/resources/:id': ownerOr(['resources.manage'], 204),
  'POST /api/posts/search': anyone(200),
  'GET /api/posts/search': anyone(200),
  'GET /api/approvals': holders(
    [
      'events.manage',
      'news.manage',
      'resources.manage',
      'polls.manage',
      'surveys.manage',
      'promotions.manage',
    ],
    200,
  ),
  // Promotions (spec 01 §4, spec 02 §6–§7): promotions.view reads (visitors hold it by default)
  // and, signed in, claims; promotions.create or create-billable creates (manage alone does
  // not); the owner or promotions.manage edits, deletes and reads the claims.
  'GET /api/promotions': holders(['promotions.view'], 200),
  'GET /api/promotions/:id': holders(['promotions.view'], 200),
  'POST /api/promotions': holders(['promotions.create', 'promotions.create-billable'], 201),
  'PUT /api/promotions/:id': ownerOr(['promotions.manage'], 200),
  'DELETE /api/promotions/:id': ownerOr(['promotions.manage'], 204),
  'POST /api/promotions/:id/tell-me-more': (p) =>
    !signedIn(p) ? 401 : p.holds('promotions.view') ? 201 : 403,
  'GET /api/promotions/:id/claims': ownerOr(['promotions.manage'], 200),
  'GET /api/promotions/:id/export-claims': ownerOr(['promotions.manage'], 200),

  // Pages (spec 02 §6–§7): anyone reads approved pages; pages.manage writes any page. The FAQ
  // form and the newsletter box are public (captcha, per-IP limit); the questions received are
  // for pages.manage, the subscribers' export for users.export or sites.set.settings.
  'GET /api/pages': anyone(200),
  'GET /api/pages/:id': anyone(200),
  'POST /api/pages': holders(['pages.manage'], 201),
  'PUT /api/pages/:id': holders(['pages.manage'], 200),
  'DELETE /api/pages/:id': holders(['pages.manage'], 204),
  'POST /api/faq': anyone(201),
  'GET /api/faq-questions': holders(['pages.manage'], 200),
  'PUT /api/faq-questions/:id': holders(['pages.manage'], 200),
  'POST /api/users/newsletter': anyone(200),
  'POST /api/users/newsletter/confirm': anyone(200),
  'POST /api/users/newsletter/unsubscribe': anyone(200),
  'GET /api/users/newsletter/export': holders(['users.export', 'sites.set.settings'], 200),
  // Polls and surveys (spec 02 §6–§7, spec 03 §6): polls.view reads them (visitors hold it by
  // default); a create key creates; the owner or the manage keys edit, delete, decide about votes
  // and export votes; the export key exports voters. Surveys follow the poll rules.
  'GET /api/polls': holders(['polls.view'], 200),
  'GET /api/polls/:id': holders(['polls.view'], 200),
  'POST /api/polls': holders(['polls.create', 'polls.create-billable', 'polls.manage'], 201),
  'PUT /api/polls/:id': ownerOr(['polls.manage'], 200),
  'DELETE /api/polls/:id': ownerOr(['polls.manage'], 204),
  'GET /api/polls/:id/export-votes': ownerOr(['polls.manage'], 200),
  'GET /api/polls/:id/export-users': holders(['polls.export-voters'], 200),
  'POST /api/poll-votes': (p) => (!signedIn(p) ? 401 : p.holds('polls.view') ? 201 : 403),
  'GET /api/poll-votes': members(200),
  'GET /api/poll-votes/survey': members(200),
  'POST /api/poll-votes/approve': ownerOr(['polls.manage'], 200),
  'PUT /api/poll-votes/:id': ownerOr(['polls.manage'], 200),
  // The voter withdraws their own; anyone else's vote is answered like a missing one.
  'DELETE /api/poll-votes/:id': (p, o) =>
    !signedIn(p) ? 401 : o === 'own' || p.holds('polls.manage') ? 200 : 404,
  'GET /api/surveys': holders(['polls.view'], 200),
  'GET /api/surveys/:id': holders(['polls.view'], 200),
  'POST /api/surveys': holders(
    [
      'polls.create',
      'polls.create-billable',
      'polls.manage',
      'surveys.create',
      'surveys.create-billable',
      'surveys.manage',
    ],
    201,
  ),
  'PUT /api/surveys/:id': ownerOr(['polls.manage', 'surveys.manage'], 200),
  'DELETE /api/surveys/:id': ownerOr(['polls.manage', 'surveys.manage'], 204),
  'POST /api/surveys/:id/answer': (p) => (!signedIn(p) ? 401 : p.holds('polls.view') ? 201 : 403),
  'GET /api/surveys/:id/answers': ownerOr(['polls.manage', 'surveys.manage'], 200),
  'GET /api/surveys/:id/export-votes': ownerOr(['polls.manage', 'surveys.manage'], 200),
  'GET /api/surveys/:id/export-users': holders(
    ['polls.export-voters', 'surveys.export-voters'],
    200,
  ),
  // Statistics (spec 02 §2, §7): no permission key names them; admins only, as the admin nav's
  // Statistics entry (web/src/app/routes/admin/admin-access.ts adminsOnly).
  'GET /api/stats': admins(200),

  // Adverts (spec 02 §6–§7): the resource is admins' (the catalogue has no advert permission); the
  // member side's running adverts, impressions and clicks are anyone's.
  'GET /api/adverts': admins(200),
  'GET /api/adverts/showing': anyone(200),
  'POST /api/adverts/impressions': anyone(204),
  'GET /api/adverts/:id': admins(200),
  'GET /api/adverts/:id/click': anyone(302),
  'POST /api/adverts': admins(201),
  'PUT /api/adverts/:id': admins(200),
  'DELETE /api/adverts/:id': admins(204),
}

/** Permissions services check themselves (no guard names them): they get a custom principal too. */
const SERVICE_CHECKED = [
  'events.create',
  'sites.set.settings',
  'forum-threads.manage',
  'forum-threads.create:private',
]
const grantKeys = () => [...permissionKeysOf(ROUTES.map((r) => r.rule)), ...SERVICE_CHECKED]

const ROUTES = apiRoutes()
const policyOf = (key: RouteKey): Policy | undefined =>
  key in EXPECTED ? EXPECTED[key] : undefined

let fx: Fixtures
let cases = 0
let mismatched = 0
const started = Date.now()

beforeAll(async () => {
  fx = await buildFixtures(await buildPrincipals(grantKeys()))
}, 60_000)

reportFigure('authorization matrix (suite 1)', () => {
  const classified = ROUTES.filter((r) => policyOf(r.key)).length
  return (
    `${cases} cases (${mismatched} not as the policy says), ${classified}/${ROUTES.length} routes classified ` +
    `(${Math.round((100 * classified) / ROUTES.length)}%), ${fx?.principals.all.length ?? 0} principals, ${((Date.now() - started) / 1000).toFixed(1)} s`
  )
})

describe('the policy table', () => {
  it('classifies every route of the app, and names no route that does not exist', () => {
    expect(ROUTES.length).toBeGreaterThan(20)
    expect(coverage(ROUTES, EXPECTED)).toEqual({ missing: [], stale: [] })
    expect(coverage(ROUTES, VALID_REQUESTS)).toEqual({ missing: [], stale: [] })
  })

  it('has a custom role with and without each permission the guards name', () => {
    const names = fx.principals.all.map((p) => p.name)
    for (const key of grantKeys()) expect(names).toContain(`custom-with:${key}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'visitor',
        'member',
        'contributor',
        'admin',
        'super_admin',
        'custom-without',
      ]),
    )
  })
})

describe.each(ROUTES.map((r) => [r.key, r] as const))('%s', (key, route) => {
  it('answers every principal as the policy says', async () => {
    const policy = policyOf(key)
    if (!policy) throw new Error(`${key} is missing from the policy table (EXPECTED)`)
    const spec = specOf(key)
    const mismatches: string[] = []
    for (const p of fx.principals.all) {
      const ownerships: (Ownership | null)[] = spec.item
        ? isSignedIn(p)
          ? ['own', 'other']
          : ['other']
        : [null]
      for (const o of ownerships) {
        const { request, caller } = await validRequest(route, p, o, fx)
        const res = await sendValid(request)
        const expected = policy(caller, o)
        cases += 1
        if (res.status !== expected) {
          mismatched += 1
          mismatches.push(
            `${p.name}${o ? ` (${o})` : ''}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          )
        }
      }
    }
    expect(mismatches).toEqual([])
  }, 60_000)
})
