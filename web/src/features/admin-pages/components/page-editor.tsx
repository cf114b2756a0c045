import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { FormProvider, useForm, type Resolver } from 'react-hook-form'
import {
  createPageInput,
  FAQ_SLUG,
  PAGE_MESSAGES,
  type CreatePageInput,
} from '@worker/pages/pages.schemas'
import { AdminEditorModal, EditorLoader } from '@/components/admin/admin-editor-modal'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { EditorTabs } from '@/components/admin/editor-tabs'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { openConfirmModal } from '@/lib/modals'
import { getPageForEditQuery, type EditablePage } from '../api/get-page-for-edit'
import { useSavePage } from '../api/save-page'
import { FaqSettingsFields, PageDetailsFields } from './page-fields'
import {
  ARE_YOU_SURE_AFTER,
  filledFieldCount,
  pageValuesOf,
  payloadFor,
  type PageFormValues,
} from './page-form'

const schemaResolver = zodResolver(createPageInput) as unknown as Resolver<
  PageFormValues,
  unknown,
  CreatePageInput
>
/** The route's own schema; an empty address means "made from the title". */
const resolver: Resolver<PageFormValues, unknown, CreatePageInput> = (values, context, options) =>
  schemaResolver(
    values.slug.trim() ? values : ({ ...values, slug: undefined } as unknown as PageFormValues),
    context,
    options,
  )

type Draft = RefObject<(() => number) | null>

/** Spec 02 §2: 'Are you sure?' before closing a draft with more than 4 fields filled in. */
export const confirmCloseIfFilled = (count: number, close: () => void) => {
  if (count <= ARE_YOU_SURE_AFTER) {
    close()
    return
  }
  openConfirmModal({
    title: 'Are you sure?',
    children: 'The page has changes that are not saved. Close it and lose them?',
    labels: { confirm: 'Close without saving', cancel: 'Keep editing' },
    confirmProps: { color: 'red' },
    onConfirm: close,
  })
}

type Props = {
  opened: boolean
  onClose: () => void
  /** The page to edit; left out to write a new one. */
  pageId?: number
}

/**
 * Spec 02 §2 page editor, with an FAQ tab on the faq page. Its backdrop, × and Close button all
 * ask 'Are you sure?' first when the draft has more than 4 fields filled in and is not saved.
 */
export function PageEditorModal({ opened, onClose, pageId }: Props) {
  const loaded = useQuery({
    ...getPageForEditQuery(pageId ?? 0),
    enabled: opened && pageId !== undefined,
  })
  const draftRef: Draft = useRef(null)
  const requestClose = () => confirmCloseIfFilled(draftRef.current?.() ?? 0, onClose)
  return (
    <AdminEditorModal
      opened={opened}
      onClose={requestClose}
      closeOnClickOutside
      title={pageId === undefined ? 'New page' : 'Edit page'}
      closeLabel="Close the page editor"
      size="xl"
      fullScreenBelow="48em"
    >
      <EditorLoader
        data={pageId === undefined ? { page: null } : loaded.data && { page: loaded.data }}
        failed={pageId !== undefined && loaded.isError}
        label="Loading the page…"
        onClose={onClose}
      >
        {({ page }) => (
          <PageEditorForm
            key={page?.id ?? 'new'}
            page={page}
            draftRef={draftRef}
            onClose={onClose}
            onCancel={requestClose}
          />
        )}
      </EditorLoader>
    </AdminEditorModal>
  )
}

type Tab = 'page' | 'faq'

function PageEditorForm({
  page,
  draftRef,
  onClose,
  onCancel,
}: {
  page: EditablePage | null
  draftRef: Draft
  onClose: () => void
  onCancel: () => void
}) {
  const form = useForm<PageFormValues, unknown, CreatePageInput>({
    defaultValues: pageValuesOf(page),
    resolver,
  })
  // Only unsaved changes count: a saved page closes without asking. (Read during render, so the
  // form state subscribes to isDirty.)
  const { isDirty } = form.formState
  useEffect(() => {
    draftRef.current = () => (isDirty ? filledFieldCount(form.getValues()) : 0)
  }, [draftRef, isDirty, form])
  const save = useSavePage()
  const closeSoon = useCloseAfterSave(onClose)
  const [tab, setTab] = useState<Tab>('page')
  const [failure, setFailure] = useState<string | null>(null)
  const isFaq = page?.slug === FAQ_SLUG

  const submit = async () => {
    setFailure(null)
    const values = form.getValues()
    const json = payloadFor(values, page)
    try {
      const saved = await save.mutateAsync(page ? { id: page.id, json } : { id: null, json })
      notifications.show({ color: 'green', message: PAGE_MESSAGES.saved })
      form.reset(pageValuesOf(saved))
      closeSoon()
    } catch (error) {
      const fields = error instanceof ApiError ? Object.values(error.fields).flat() : []
      setFailure(
        fields.length > 0
          ? fields.join('\n')
          : error instanceof ApiError
            ? error.messages.join('\n')
            : DEFAULT_ERROR_MESSAGE,
      )
      applyFormErrors(form, error)
      if (error instanceof ApiError && Object.keys(error.fields).some((f) => f.startsWith('faq_')))
        setTab('faq')
    }
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void form.handleSubmit(submit, () => setTab('page'))(e)} noValidate>
        {failure && (
          <Alert
            color="red"
            mb="md"
            role="alert"
            title="Error saving page"
            style={{ whiteSpace: 'pre-line' }}
          >
            {failure}
          </Alert>
        )}
        <EditorTabs<Tab>
          value={tab}
          onChange={setTab}
          tabs={[
            {
              value: 'page',
              label: 'Page',
              panel: <PageDetailsFields isSystem={page?.is_system ?? false} />,
            },
            isFaq && { value: 'faq', label: 'FAQ', panel: <FaqSettingsFields /> },
          ]}
        />
        <Group justify="flex-end" gap="sm" mt="xl">
          <Button variant="default" onClick={onCancel}>
            Close
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </form>
    </FormProvider>
  )
}
