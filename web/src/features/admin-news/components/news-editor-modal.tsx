import { Alert, Button, Group, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { NewsResource } from '@worker/posts/posts.schemas'
import { AdminEditorModal, EditorLoader } from '@/components/admin/admin-editor-modal'
import { postAccessOf } from '@/components/admin/posts/post-form'
import { canAny, subjectOf } from '@/lib/access'
import { useMe } from '@/lib/session'
import { getNewsForEditQuery } from '../api/get-news-for-edit'
import { NewsEditorForm } from './news-editor-form'

type Props = {
  opened: boolean
  onClose: () => void
  /** The post to edit; left out to write a new one. */
  newsId?: number
  onSaved?: (news: NewsResource) => void
}

/** Spec 02 §6: writing news needs any of these (the server refuses the rest too). */
export const NEWS_CREATE_PERMISSIONS = ['news.create', 'news.create-billable', 'news.manage']

function CannotCreate({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        You are not allowed to write news posts.
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  )
}

/**
 * Spec 02 §2 news post editor, for the admin list, the member screens and quick-create. Like
 * every editor it closes only by its Close buttons, never by Escape or a click outside.
 */
export function NewsEditorModal({ opened, onClose, newsId, onSaved }: Props) {
  const me = useMe()
  const loaded = useQuery({
    ...getNewsForEditQuery(newsId ?? 0),
    enabled: opened && newsId !== undefined,
  })
  const news = newsId === undefined ? undefined : loaded.data
  const ready = me.data && (newsId === undefined || news) ? { me: me.data, news } : undefined
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title={newsId === undefined ? 'New news post' : 'Edit news post'}
      size="xl"
      fullScreenBelow="48em"
      closeLabel="Close the news editor"
    >
      <EditorLoader
        data={ready}
        failed={newsId !== undefined && loaded.isError}
        label="Loading the news post…"
        onClose={onClose}
      >
        {({ me: viewer, news: post }) =>
          newsId === undefined && !canAny(subjectOf(viewer), NEWS_CREATE_PERMISSIONS) ? (
            <CannotCreate onClose={onClose} />
          ) : (
            <NewsEditorForm
              key={post?.id ?? 'new'}
              news={post ?? null}
              access={postAccessOf(viewer, 'news.manage')}
              onClose={onClose}
              onSaved={onSaved}
            />
          )
        }
      </EditorLoader>
    </AdminEditorModal>
  )
}
