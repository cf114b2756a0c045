import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import {
  createNewsInput,
  POST_MESSAGES,
  type CreateNewsInput,
  type NewsResource,
} from '@worker/posts/posts.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { PostEditorFrame } from '@/components/admin/posts/post-editor-form'
import {
  PostDetailsFields,
  PostPublishingFields,
  PostSeoFields,
} from '@/components/admin/posts/post-fields'
import {
  payloadFor,
  postResolver,
  postValuesOf,
  type PostEditorAccess,
  type PostFormValues,
} from '@/components/admin/posts/post-form'
import { toRichTextDoc } from '@/lib/rich-text-json'
import { IMAGE_TARGETS } from '@/lib/uploads/image-targets'
import type { EditableNews } from '../api/get-news-for-edit'
import { useSaveNews } from '../api/save-news'

type Props = {
  /** The saved post, or null for a new one. */
  news: EditableNews | null
  access: PostEditorAccess
  onClose: () => void
  onSaved?: (news: NewsResource) => void
}

/**
 * The news post form (spec 02 §2, §3): react-hook-form checked by the route's own schema; the SEO
 * tab only for admins and contributors, status and created date only for news.manage holders.
 */
export function NewsEditorForm({ news, access, onClose, onSaved }: Props) {
  // Spec 02 §4: news a manager writes is approved unless they say otherwise.
  const form = useForm<PostFormValues, unknown, CreateNewsInput>({
    defaultValues: postValuesOf(news, 'approved'),
    resolver: postResolver(createNewsInput),
    shouldFocusError: false,
  })
  const save = useSaveNews()
  const closeSoon = useCloseAfterSave(onClose)

  const submit = async (values: CreateNewsInput) => {
    const json = payloadFor(values, access)
    const saved = await save.mutateAsync(news ? { id: news.id, json } : { id: null, json })
    notifications.show({
      color: 'green',
      // Spec 02 §8: others' posts wait for approval, and are told so.
      message:
        !access.isManager && saved.status === 'pending'
          ? POST_MESSAGES.newsSubmitted
          : POST_MESSAGES.newsSaved,
    })
    form.reset(postValuesOf(saved, 'approved'))
    onSaved?.({ ...saved, body: toRichTextDoc(saved.body) })
    closeSoon()
  }

  return (
    <PostEditorFrame
      form={form}
      saving={save.isPending}
      canSave={news === null || form.formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
      tabs={[
        {
          value: 'details',
          label: 'Details',
          panel: (
            <PostDetailsFields
              imageLabel="Image"
              imageKind="news"
              imageTarget={IMAGE_TARGETS.news}
              categorizable="news"
            >
              {access.isManager && <PostPublishingFields />}
            </PostDetailsFields>
          ),
        },
        ...(access.canSeo
          ? [{ value: 'seo' as const, label: 'SEO', panel: <PostSeoFields /> }]
          : []),
      ]}
    />
  )
}
