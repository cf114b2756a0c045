import { describe, expect, it } from 'vitest'
import { createCustomRole, createUser, signIn, signedInAs } from '../helpers/factories'
import { call, type Session } from '../helpers/http'
import { createEvent, ordersOf } from '../helpers/event-factories'
import { createPoll, createSurvey } from '../helpers/poll-factories'
import { createPromotionPost, createResourcePost } from '../helpers/post-factories'

type Feature = 'events' | 'polls' | 'surveys' | 'promotions' | 'resources'

const ALL_ON = {
  events: true,
  forum: true,
  polls: true,
  surveys: true,
  promotions: true,
  resources: true,
}

const switchFeature = async (adminSession: Session, feature: Feature, on: boolean) => {
  const res = await call('/api/settings', {
    method: 'PUT',
    session: adminSession,
    json: { settings: { features: { ...ALL_ON, [feature]: on } } },
  })
  expect(res.status).toBe(200)
}

/** Each feature's list and one item of it, and what a refusal says. */
const FEATURES: {
  feature: Feature
  message: string
  manageKey: string
  paths: () => Promise<string[]>
}[] = [
  {
    feature: 'events',
    message: 'Events are switched off',
    manageKey: 'events.manage',
    paths: async () => {
      const { event } = await createEvent()
      return ['/api/events', `/api/events/${event.id}`]
    },
  },
  {
    feature: 'polls',
    message: 'Polls are switched off',
    manageKey: 'polls.manage',
    paths: async () => {
      const { poll } = await createPoll()
      return ['/api/polls', `/api/polls/${poll.id}`]
    },
  },
  {
    feature: 'surveys',
    message: 'Surveys are switched off',
    manageKey: 'surveys.manage',
    paths: async () => {
      const { survey } = await createSurvey()
      return ['/api/surveys', `/api/surveys/${survey.id}`]
    },
  },
  {
    feature: 'promotions',
    message: 'Promotions are switched off',
    manageKey: 'promotions.manage',
    paths: async () => {
      const promotion = await createPromotionPost()
      return ['/api/promotions', `/api/promotions/${promotion.id}`]
    },
  },
  {
    feature: 'resources',
    message: 'Resources are switched off',
    manageKey: 'resources.manage',
    paths: async () => {
      const resource = await createResourcePost()
      return ['/api/resources', `/api/resources/${resource.id}`]
    },
  },
]

describe('feature flags (settings.features)', () => {
  it.each(FEATURES)(
    '$feature off: members and visitors get 403, its managers keep it, on again → 200',
    async ({ feature, message, manageKey, paths }) => {
      const { session: admin } = await signedInAs('admin')
      const { session: member } = await signedInAs('member')
      const role = await createCustomRole([
        ...new Set([manageKey, `${feature}.view`, 'polls.view']),
      ])
      const keeper = await createUser({ role: 'member', roleId: role.id })
      const keeperSession = await signIn(keeper.email)
      const urls = await paths()
      for (const url of urls) expect((await call(url, { session: member })).status).toBe(200)

      await switchFeature(admin, feature, false)
      try {
        for (const url of urls) {
          const refused = await call(url, { session: member })
          expect(refused.status, url).toBe(403)
          expect(refused.body).toEqual({ message })
          expect((await call(url)).status, `${url} (visitor)`).toBe(403)
          expect((await call(url, { session: admin })).status, `${url} (admin)`).toBe(200)
          expect((await call(url, { session: keeperSession })).status, `${url} (manager)`).toBe(200)
        }
      } finally {
        await switchFeature(admin, feature, true)
      }
      for (const url of urls) expect((await call(url, { session: member })).status).toBe(200)
    },
  )

  it('a switched-off feature refuses writes too, and leaves the other features alone', async () => {
    const { session: admin } = await signedInAs('admin')
    const { session: member } = await signedInAs('member')
    const { event, tickets } = await createEvent()
    await switchFeature(admin, 'events', false)
    try {
      // A reservation is open to anyone: the flag rides its first (reading) batch, before a seat goes.
      const reserved = await call('/api/event-orders', {
        session: member,
        json: { event_id: event.id, ticket_id: tickets[0]!.id, total_tickets: 1 },
      })
      expect(reserved.status).toBe(403)
      expect(reserved.body).toEqual({ message: 'Events are switched off' })
      expect(await ordersOf(event.id)).toEqual([])
      const created = await call('/api/events', { method: 'POST', session: member, json: {} })
      expect(created.status).toBe(403)
      expect(created.body).toEqual({ message: 'Events are switched off' })
      const feed = await call('/api/me/calendar-feed', { session: member })
      expect(feed.status).toBe(403)
      expect((await call('/api/polls', { session: member })).status).toBe(200)
      expect((await call('/api/news', { session: member })).status).toBe(200)
    } finally {
      await switchFeature(admin, 'events', true)
    }
  })

  it('survey votes follow surveys; poll votes stay while surveys or polls are on', async () => {
    const { session: admin } = await signedInAs('admin')
    const { session: member } = await signedInAs('member')
    const { survey } = await createSurvey()
    await switchFeature(admin, 'surveys', false)
    try {
      const votes = await call(`/api/poll-votes/survey?survey_id=${survey.id}`, {
        session: member,
      })
      expect(votes.status).toBe(403)
      expect(votes.body).toEqual({ message: 'Surveys are switched off' })
    } finally {
      await switchFeature(admin, 'surveys', true)
    }
  })

  it('the post search leaves out switched-off resources and promotions', async () => {
    const { session: admin } = await signedInAs('admin')
    const { session: member } = await signedInAs('member')
    await createResourcePost({ title: 'Harvest fair handbook' })
    await createPromotionPost({ title: 'Harvest fair discount' })
    const titles = async () =>
      (
        (await call('/api/posts/search?q=harvest', { session: member })).body.data as {
          title: string
        }[]
      ).map((p) => p.title)
    expect((await titles()).sort()).toEqual(['Harvest fair discount', 'Harvest fair handbook'])
    await switchFeature(admin, 'resources', false)
    try {
      expect(await titles()).toEqual(['Harvest fair discount'])
    } finally {
      await switchFeature(admin, 'resources', true)
    }
  })

  it('reads cost no extra round trip with the flags riding along', async () => {
    const { session: member } = await signedInAs('member')
    for (const path of ['/api/events', '/api/polls?page=1', '/api/promotions?page=1']) {
      const res = await call(path, { session: member })
      expect(res.status).toBe(200)
      expect(Number(res.headers.get('x-d1-round-trips')), path).toBeLessThanOrEqual(1)
    }
  })
})
