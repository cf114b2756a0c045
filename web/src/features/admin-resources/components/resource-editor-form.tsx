import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  createResourceInput,
  POST_MESSAGES,
  type CreateResourceInput,
  type ResourceResource,
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
} from '@/components/admin/posts/post-form'
import { toRichTextDoc } from '@/lib/rich-text-json'
import { IMAGE_TARGETS } from '@/lib/uploads/image-targets'
import type { EditableResource } from '../api/get-resource-for-edit'
import { useSaveResource } from '../api/save-resource'
import { filesOf, type ResourceFormValues } from '../lib/resource-form'
import { ResourceFilesTab, type ResourceFile } from './resource-files-tab'
import { ResourceGroupSelect } from './resource-group-select'

type Props = {
  /** The saved resource, or null for a new one. */
  resource: EditableResource | null
  access: PostEditorAccess
  onClose: () => void
  onSaved?: (resource: ResourceResource) => void
}

const valuesOf = (resource: EditableResource | null): ResourceFormValues => ({
  // Spec 02 §4: new items start pending; a manager may approve at once.
  ...postValuesOf(resource, 'pending'),
  group_id: resource?.group_id ?? null,
  uploads: resource?.uploads ?? [],
})

/**
 * The resource form (spec 02 §2, §3): the news fields with a banner, its group and its files;
 * SEO for admins and contributors, status and created date for resources.manage holders.
 */
export function ResourceEditorForm({ resource, access, onClose, onSaved }: Props) {
  const form = useForm<ResourceFormValues, unknown, CreateResourceInput>({
    defaultValues: valuesOf(resource),
    resolver: postResolver(createResourceInput),
    shouldFocusError: false,
  })
  const [files, setFiles] = useState<ResourceFile[]>(() =>
    resource ? filesOf(resource.uploads, resource.upload_files) : [],
  )
  const save = useSaveResource()
  const closeSoon = useCloseAfterSave(onClose)

  const submit = async (values: CreateResourceInput) => {
    const json = payloadFor(values, access)
    const saved = await save.mutateAsync(resource ? { id: resource.id, json } : { id: null, json })
    notifications.show({ color: 'green', message: POST_MESSAGES.resourceSaved })
    form.reset(valuesOf(saved))
    onSaved?.({ ...saved, body: toRichTextDoc(saved.body) })
    closeSoon()
  }

  return (
    <PostEditorFrame
      form={form}
      saving={save.isPending}
      canSave={resource === null || form.formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
      tabs={[
        {
          value: 'details',
          label: 'Details',
          panel: (
            <PostDetailsFields
              imageLabel="Banner"
              imageKind="resource"
              imageTarget={IMAGE_TARGETS.resource}
              imageFailed={POST_MESSAGES.bannerUploadFailed}
              categorizable="resources"
            >
              <ResourceGroupSelect isManager={access.isManager} current={resource?.group ?? null} />
              {access.isManager && <PostPublishingFields />}
            </PostDetailsFields>
          ),
        },
        {
          value: 'files',
          label: `Files (${files.length})`,
          panel: <ResourceFilesTab files={files} onChange={setFiles} />,
        },
        ...(access.canSeo
          ? [{ value: 'seo' as const, label: 'SEO', panel: <PostSeoFields /> }]
          : []),
      ]}
    />
  )
}
