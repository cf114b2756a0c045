import { Alert, Button, Group } from '@mantine/core'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  FormProvider,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import { EditorTabs } from '@/components/admin/editor-tabs'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'

/** A post editor's tabs: the details, the SEO settings, and a type's own (a resource's files). */
export type PostTab = 'details' | 'seo' | 'files'

const TAB_ORDER: PostTab[] = ['details', 'files', 'seo']

/** Which tab holds a field (`settings.title` is on the SEO tab). */
export const tabOfPostField = (name: string): PostTab =>
  name.startsWith('settings') ? 'seo' : name.startsWith('uploads') ? 'files' : 'details'

type Props<T extends FieldValues, Out extends FieldValues> = {
  form: UseFormReturn<T, unknown, Out>
  tabs: { value: PostTab; label: string; panel: ReactNode }[]
  saving: boolean
  /** A new post may always be saved; a saved one once something changed. */
  canSave: boolean
  onSubmit: (values: Out) => Promise<void>
  onClose: () => void
}

/**
 * The frame of the news and resource editors: their tabs (a tab holding an error is marked and
 * opened, spec 02 §8), a message for errors without a field, and Close / Save.
 */
export function PostEditorFrame<T extends FieldValues, Out extends FieldValues>(
  props: Props<T, Out>,
) {
  const { form } = props
  const [tab, setTab] = useState<PostTab>('details')
  const [errorTabs, setErrorTabs] = useState<ReadonlySet<PostTab>>(new Set())
  const pendingFocus = useRef<string | null>(null)

  // Focus the first errored field once the tab holding it is showing.
  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    document.querySelector<HTMLElement>(`[name="${CSS.escape(target)}"]`)?.focus()
  })

  const showErrorsOn = (fields: string[]) => {
    const tabs = new Set(fields.map(tabOfPostField))
    setErrorTabs(tabs)
    const first = TAB_ORDER.find((name) => tabs.has(name))
    if (first) setTab(first)
    pendingFocus.current = fields.find((f) => tabOfPostField(f) === first) ?? null
  }

  const leaves = (errors: object, prefix = ''): string[] =>
    Object.entries(errors).flatMap(([key, value]) => {
      if (key === 'root' || key === 'ref' || typeof value !== 'object' || value === null) return []
      const path = prefix ? `${prefix}.${key}` : key
      return 'message' in value && typeof value.message === 'string' ? [path] : leaves(value, path)
    })

  const onInvalid = (errors: FieldErrors<T>) => showErrorsOn(leaves(errors))

  const submit = async (values: Out) => {
    setErrorTabs(new Set())
    form.clearErrors('root')
    try {
      await props.onSubmit(values)
    } catch (error) {
      // Spec 02 §8: a 422 goes beside its fields and marks their tabs; other failures were alerted.
      if (error instanceof ApiError && error.status === 422) {
        applyFormErrors(form, error)
        showErrorsOn(Object.keys(error.fields))
      }
    }
  }

  const serverMessage = form.formState.errors.root?.server?.message
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void form.handleSubmit(submit, onInvalid)(e)} noValidate>
        {serverMessage && (
          <Alert color="red" mb="md" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {serverMessage}
          </Alert>
        )}
        <EditorTabs<PostTab>
          value={tab}
          onChange={setTab}
          errorTabs={errorTabs}
          tabs={props.tabs}
        />
        <Group justify="flex-end" gap="sm" mt="xl">
          <Button variant="default" onClick={props.onClose}>
            Close
          </Button>
          <Button type="submit" disabled={!props.canSave} loading={props.saving}>
            Save
          </Button>
        </Group>
      </form>
    </FormProvider>
  )
}
