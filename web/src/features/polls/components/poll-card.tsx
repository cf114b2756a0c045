import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { POLL_MESSAGES } from '@worker/polls/polls.schemas'
import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { LikeButton } from '@/components/engagement/like-button'
import { useEngagementShown } from '@/components/engagement/use-engagement-shown'
import { PageTitle } from '@/components/page-title'
import { signInPathFor } from '@/lib/api-client'
import { windowText } from '@/lib/dates'
import { useMe } from '@/lib/session'
import { useCastVote } from '../api/cast-vote'
import type { Poll } from '../api/list-polls'
import { useWithdrawVote } from '../api/withdraw-vote'
import { PollOptionRow, type OptionAction } from './poll-option-row'
import { PollStatusBadge } from './poll-status-badge'
import { SiblingPolls } from './sibling-polls'
import { SponsorLine } from './sponsor-line'

/**
 * `card`: in a list (/polls, /my-polls, the home's featured poll), the title links to the poll;
 * `page`: /polls/{id}, the title is the page's heading; `embedded`: inside a survey, which carries
 * the likes and comments.
 */
export type PollCardVariant = 'card' | 'page' | 'embedded'

type Props = {
  poll: Poll
  variant?: PollCardVariant
  /** The author's view (/my-polls): the poll's status as a badge. */
  showStatus?: boolean
}

export const pollPath = (id: number) => `/polls/${id}`

const votesText = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`

/**
 * The poll card (spec 01 §2, §4): sponsor, title, description, options with Vote or Remove,
 * percentage bars once results show, the sibling polls, when it expires, likes and comments. A
 * reader with a pending vote may remove it, and the other options wait; an approved vote ends
 * the voting. The vote's answer is the poll, so the card re-renders from the cache.
 */
export function PollCard({ poll, variant = 'card', showStatus = false }: Props) {
  const me = useMe()
  const location = useLocation()
  const cast = useCastVote()
  const withdraw = useWithdrawVote()
  const engagementShown = useEngagementShown()
  const titleId = useId()
  // After a vote or its removal the button under the reader's finger changes (Vote ↔ Remove):
  // the row the reader chose takes the focus back once its new button is enabled.
  const [focusOn, setFocusOn] = useState<number | null>(null)

  const signedIn = Boolean(me.data)
  const vote = poll.current_users_vote
  const chosenId = poll.voted_option_id ?? vote?.poll_option_id ?? null
  const pending = vote?.status === 'pending'
  const approved = vote?.status === 'approved'
  const open = poll.is_active && poll.status === 'approved'
  const busy = cast.isPending || withdraw.isPending
  const linked = variant === 'card' && poll.status === 'approved'

  const actionFor = (optionId: number): OptionAction => {
    if (!signedIn || !open || approved) return { kind: 'none' }
    if (pending && optionId === chosenId && vote)
      return {
        kind: 'remove',
        disabled: busy,
        loading: withdraw.isPending,
        onClick: () => {
          setFocusOn(optionId)
          withdraw.mutate({ voteId: vote.id })
        },
      }
    return {
      kind: 'vote',
      // Spec 01 §4: while one option is pending the others are disabled.
      disabled: pending || busy,
      loading: cast.isPending && cast.variables.optionId === optionId,
      onClick: () => {
        setFocusOn(optionId)
        cast.mutate({ optionId })
      },
    }
  }

  const title =
    variant === 'page' ? (
      <PageTitle>{poll.title}</PageTitle>
    ) : (
      <Title
        order={variant === 'embedded' ? 3 : 2}
        size={variant === 'embedded' ? 'h5' : 'h4'}
        id={titleId}
        style={{ overflowWrap: 'anywhere' }}
      >
        {linked ? (
          <Anchor component={Link} to={pollPath(poll.id)} c="inherit" underline="hover">
            {poll.title}
          </Anchor>
        ) : (
          poll.title
        )}
      </Title>
    )

  const body = (
    <Stack gap="sm">
      <SponsorLine name={poll.sponsored_by} link={poll.sponsored_by_link} />
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        {title}
        {showStatus && <PollStatusBadge status={poll.status} />}
      </Group>
      {poll.description && (
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{poll.description}</Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Options">
        {poll.poll_options.map((option) => (
          <PollOptionRow
            key={option.id}
            option={option}
            chosen={option.id === chosenId}
            showResults={poll.results_visible}
            action={actionFor(option.id)}
            focus={focusOn === option.id}
          />
        ))}
      </Stack>
      {approved && (
        <Text fw={600} c="green.8">
          {POLL_MESSAGES.answerSubmitted}
        </Text>
      )}
      {!signedIn && !me.isPending && open && (
        <Text size="sm">
          <Anchor component={Link} to={signInPathFor(location)}>
            Sign in to vote
          </Anchor>
        </Text>
      )}
      <Group gap="md" wrap="wrap">
        {/* Inside a survey the survey's own dates say it: its polls share them. */}
        {variant !== 'embedded' && (
          <Text size="sm" c="dimmed">
            {windowText(poll.starts_at, poll.ends_at)}
          </Text>
        )}
        {poll.results_visible && poll.total_votes !== null && (
          <Text size="sm" c="dimmed">
            {votesText(poll.total_votes)}
          </Text>
        )}
      </Group>
      {variant !== 'embedded' && <SiblingPolls poll={poll} />}
      {variant !== 'embedded' && poll.status === 'approved' && (
        <Group gap="md" wrap="wrap">
          <LikeButton
            itemType="poll"
            itemId={poll.id}
            totalLikes={poll.total_likes}
            likedId={poll.user_liked}
          />
          {variant === 'card' && engagementShown && (
            <Anchor component={Link} to={`${pollPath(poll.id)}#comments`} size="sm">
              {poll.total_comments > 0 ? `Comment (${poll.total_comments})` : 'Comment'}
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  )

  if (variant === 'page') return <Stack component="article">{body}</Stack>
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      {body}
    </Card>
  )
}
