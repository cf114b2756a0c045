import { Group } from '@mantine/core'
import { useNavigate, useParams } from 'react-router'
import { Page } from '@/components/layout/page'
import { SendMessageButton } from '@/components/members/send-message-button'
import { EmptyState } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { useMe } from '@/lib/session'
import { ThreadList } from './thread-list'
import { ThreadView } from './thread-view'
import classes from './messages.module.css'

const threadIdOf = (value: string | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * The messages screen (spec 01 §2): conversations beside the open one on a desktop, one at a
 * time on a phone (/messages the list, /messages/{id} a conversation); "New message" opens the
 * send message modal.
 */
export function MessagesPage() {
  const params = useParams()
  const threadId = threadIdOf(params.threadId)
  const navigate = useNavigate()
  const me = useMe().data
  if (!me) return null
  return (
    <Page>
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle>Messages</PageTitle>
        <SendMessageButton
          label="New message"
          variant="filled"
          onSent={(id) => void navigate(`/messages/${id}`)}
        />
      </Group>
      <div className={classes.panes} data-open={threadId ? 'true' : 'false'}>
        <section className={classes.listPane} aria-label="Conversations">
          <ThreadList activeId={threadId} meId={me.id} />
        </section>
        <section className={classes.threadPane} aria-label="Conversation">
          {threadId ? (
            <ThreadView threadId={threadId} meId={me.id} />
          ) : (
            <EmptyState>Choose a conversation, or start a new one.</EmptyState>
          )}
        </section>
      </div>
    </Page>
  )
}
