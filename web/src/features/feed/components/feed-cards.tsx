import { Button, Text } from '@mantine/core'
import { useState } from 'react'
import { formatDateTime, windowText } from '@/lib/dates'
import { POST_MESSAGES } from '@worker/posts/posts.schemas'
import type { FeedItem } from '../api/list-feed'
import { useRequestToJoin } from '../api/request-to-join'
import { FeedCard } from './feed-card'

type Of<T extends FeedItem['itemType']> = Extract<FeedItem, { itemType: T }>
export type CardProps<T extends FeedItem['itemType']> = {
  item: Of<T>
  to: string | null
  /** The signed-in reader's id (a locked resource's join request), or null. */
  meId: number | null
}

export function EventFeedCard({ item, to }: CardProps<'event'>) {
  return (
    <FeedCard item={item} kind="Event" title={item.title} to={to} img={item.img}>
      <Text size="sm" c="dimmed">
        {formatDateTime(item.starts_at)}
        {item.town ? ` · ${item.town}` : ''}
      </Text>
      {item.excerpt && (
        <Text size="sm" lineClamp={3}>
          {item.excerpt}
        </Text>
      )}
    </FeedCard>
  )
}

export function NewsFeedCard({ item, to }: CardProps<'news'>) {
  return (
    <FeedCard item={item} kind="News" title={item.title} to={to} img={item.img}>
      {item.excerpt && (
        <Text size="sm" lineClamp={3}>
          {item.excerpt}
        </Text>
      )}
    </FeedCard>
  )
}

/** A resource; tied to a group the reader is not in, its card asks to join instead of opening. */
export function ResourceFeedCard({ item, to, meId }: CardProps<'resource'>) {
  const [asked, setAsked] = useState(false)
  const join = useRequestToJoin(meId ?? 0)
  const requested = item.groupRequests || asked
  return (
    <FeedCard
      item={item}
      kind="Resource"
      title={item.title}
      to={item.locked ? null : to}
      img={item.img}
    >
      {item.excerpt && (
        <Text size="sm" lineClamp={3}>
          {item.excerpt}
        </Text>
      )}
      {item.locked && item.group ? (
        <>
          <Text size="sm" c="dimmed">
            For members of {item.group.title}
          </Text>
          {meId && (
            <Button
              size="xs"
              variant="light"
              w="fit-content"
              disabled={requested}
              loading={join.isPending}
              onClick={() => join.mutate(item.group!.id, { onSuccess: () => setAsked(true) })}
            >
              {requested ? POST_MESSAGES.requestedToJoin : POST_MESSAGES.requestToJoin}
            </Button>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {item.total_files === 1 ? '1 file' : `${item.total_files} files`}
        </Text>
      )}
    </FeedCard>
  )
}

/** A member who joined: a link to their profile (connecting happens there). */
export function MemberFeedCard({ item, to }: CardProps<'member'>) {
  return (
    <FeedCard item={{ ...item, user: null }} kind="New member" title={item.full_name} to={to}>
      {item.company && <Text size="sm">{item.company}</Text>}
    </FeedCard>
  )
}

export function PollFeedCard({ item, to }: CardProps<'poll'>) {
  return (
    <FeedCard item={item} kind="Poll" title={item.title} to={to}>
      {item.sponsored_by && (
        <Text size="sm" c="dimmed">
          Sponsored by {item.sponsored_by}
        </Text>
      )}
      {item.description && (
        <Text size="sm" lineClamp={3}>
          {item.description}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {item.total_options} options · {windowText(item.starts_at, item.ends_at)}
      </Text>
    </FeedCard>
  )
}

export function SurveyFeedCard({ item, to }: CardProps<'survey'>) {
  return (
    <FeedCard item={item} kind="Survey" title={item.title} to={to}>
      {item.description && (
        <Text size="sm" lineClamp={3}>
          {item.description}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {item.total_questions === 1 ? '1 question' : `${item.total_questions} questions`} ·{' '}
        {windowText(item.starts_at, item.ends_at)}
      </Text>
    </FeedCard>
  )
}

const PROMOTION_KIND = { offer: 'Offer', job: 'Job', advert: 'Advert', event: 'Event' } as const

/** Spec 01 §2: type, title, "Provided by" company, excerpt. */
export function PromotionFeedCard({ item, to }: CardProps<'promotion'>) {
  return (
    <FeedCard
      item={item}
      kind={`Promotion · ${PROMOTION_KIND[item.promotion_type]}`}
      title={item.title}
      to={to}
      img={item.img}
    >
      {item.company_name && <Text size="sm">Provided by {item.company_name}</Text>}
      {item.excerpt && (
        <Text size="sm" lineClamp={3}>
          {item.excerpt}
        </Text>
      )}
    </FeedCard>
  )
}
