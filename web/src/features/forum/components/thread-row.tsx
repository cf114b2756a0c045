import { Anchor, Avatar, Badge, Paper, Text, VisuallyHidden } from '@mantine/core'
import { IconHeart, IconLock, IconMessageCircle, IconPin } from '@tabler/icons-react'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { RelativeTime } from '@/components/relative-time'
import { tagSearchPath } from '../lib/tag-search'
import classes from './thread-row.module.css'

/** A face in a row: the author first, then the thread's recent repliers. */
export type RowPerson = { id: number; full_name: string; img: string | null; initials: string }

/** What every thread list shows of an item (a thread, or a search hit in one). */
export type ThreadRowData = {
  href: string
  title: string
  /** Words before the title, e.g. "Reply in" for a search hit on a reply. */
  titlePrefix?: string
  /** Plain text or highlighted matches; clamped to two lines. */
  excerpt: ReactNode
  isSticky?: boolean
  isPrivate?: boolean
  /** Shown where the list spans categories (search). */
  categoryName?: string
  tags: readonly string[]
  /** The author (null when their account is gone), then recent repliers. */
  author: RowPerson | null
  participants?: readonly RowPerson[]
  replies?: number
  likes?: number
  /** The row's time: the last activity in thread lists, the post's date in search. */
  time: { at: string; label: string }
}

/** People in a row: the author first, then up to four recent repliers. */
function People({ author, participants = [] }: Pick<ThreadRowData, 'author' | 'participants'>) {
  const people = author ? [author, ...participants] : participants
  const said = `Started by ${author ? author.full_name : 'a former member'}${
    participants.length ? `; replies from ${participants.map((p) => p.full_name).join(', ')}` : ''
  }`
  return (
    <span className={classes.people}>
      <Avatar.Group spacing={6} aria-hidden>
        {people.map((person) => (
          // alt doubles as the hover title of an initials avatar; the group is hidden from readers.
          <Avatar
            key={person.id}
            src={person.img}
            alt={person.full_name}
            radius="xl"
            size={26}
            color="initials"
            name={person.full_name}
          >
            {person.initials}
          </Avatar>
        ))}
      </Avatar.Group>
      <VisuallyHidden>{said}</VisuallyHidden>
    </span>
  )
}

/** A count worth showing: nothing at 0 (an empty room is not a selling point), else icon and number. */
function Stat({ n, icon, one, many }: { n?: number; icon: ReactNode; one: string; many: string }) {
  if (!n) return <span className={classes.empty} />
  return (
    <span className={classes.stat}>
      {icon}
      {n.toLocaleString('en-GB')}
      <VisuallyHidden> {n === 1 ? one : many}</VisuallyHidden>
    </span>
  )
}

/**
 * One thread in a list (spec 01 §2, §9), the one shape every list uses: title to its page with
 * Sticky / Private marks and tags, a two-line excerpt, the author's and recent repliers' avatars,
 * reply and like counts when there are any, and the last activity as a relative time.
 */
export function ThreadRow({ row }: { row: ThreadRowData }) {
  const titleId = useId()
  // Search hits carry no counts: their rows give the room to the excerpt.
  const hasCounts = row.replies !== undefined || row.likes !== undefined
  return (
    <article className={classes.row} aria-labelledby={titleId}>
      <div>
        <div className={classes.head}>
          <h2 className={classes.title}>
            {row.isSticky && (
              <Badge
                className={classes.mark}
                size="sm"
                variant="light"
                leftSection={<IconPin size={12} aria-hidden />}
              >
                Sticky
              </Badge>
            )}
            {row.isPrivate && (
              <Badge
                className={classes.mark}
                size="sm"
                variant="light"
                color="gray"
                leftSection={<IconLock size={12} aria-hidden />}
              >
                Private
              </Badge>
            )}
            {row.titlePrefix && <>{row.titlePrefix} </>}
            <Anchor component={Link} to={row.href} id={titleId} className={classes.titleLink}>
              {row.title}
            </Anchor>
          </h2>
          {(row.categoryName || row.tags.length > 0) && (
            <span className={classes.tags}>
              {row.categoryName && (
                <Badge size="sm" variant="light" color="gray" tt="none" className={classes.tag}>
                  {row.categoryName}
                </Badge>
              )}
              {row.tags.map((tag) => (
                <Badge
                  key={tag}
                  size="sm"
                  variant="outline"
                  component={Link}
                  to={tagSearchPath(tag)}
                  tt="none"
                  className={classes.tag}
                >
                  {tag}
                </Badge>
              ))}
            </span>
          )}
        </div>
        <Text size="sm" c="dimmed" lineClamp={2} className={classes.excerpt}>
          {row.excerpt}
        </Text>
      </div>
      <div className={classes.aside} data-counts={hasCounts}>
        <People author={row.author} participants={row.participants} />
        {hasCounts && (
          <>
            <Stat
              n={row.replies}
              icon={<IconMessageCircle size={16} aria-hidden />}
              one="reply"
              many="replies"
            />
            <Stat
              n={row.likes}
              icon={<IconHeart size={16} aria-hidden />}
              one="like"
              many="likes"
            />
          </>
        )}
        <span className={classes.time}>
          <VisuallyHidden>{row.time.label} </VisuallyHidden>
          <RelativeTime value={row.time.at} />
        </span>
      </div>
    </article>
  )
}

/** The bordered box a list's rows sit in, one line between each. */
export function ThreadRows({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" className={classes.list}>
      {children}
    </Paper>
  )
}
