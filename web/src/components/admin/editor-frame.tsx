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

type Props<T extends FieldValues, Out extends FieldValues, Tab extends string> = {
  form: UseFormReturn<T, unknown, Out>
  tabs: { value: Tab; label: string; panel: ReactNode }[]
  /** Which tab holds a field (`poll_options.1.value` is on Options). */
  tabOf: (field: string) => Tab
  saving: boolean
  canSave: boolean
  onSubmit: (values: Out) => Promise<void>
  onClose: () => void
}

/** Field paths of a form's errors ("poll_options.1.value"). */
const leaves = (errors: object, prefix = ''): string[] =>
  Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'ref' || typeof value !== 'object' || value === null) return []
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key
    if (key === 'root' && !prefix) return []
    return 'message' in value && typeof value.message === 'string' ? [path] : leaves(value, path)
  })

/**
 * An admin editor's frame (polls, surveys, adverts): their tabs (a tab holding an error is marked and opened,
 * spec 02 §8), a message for errors without a field, and Close / Save.
 */
export function EditorFrame<T extends FieldValues, Out extends FieldValues, Tab extends string>(
  props: Props<T, Out, Tab>,
) {
  const { form, tabOf } = props
  const [tab, setTab] = useState<Tab>(props.tabs[0]!.value)
  const [errorTabs, setErrorTabs] = useState<ReadonlySet<Tab>>(new Set())
  const pendingFocus = useRef<string | null>(null)

  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    document.querySelector<HTMLElement>(`[name="${CSS.escape(target)}"]`)?.focus()
  })

  const showErrorsOn = (fields: string[]) => {
    const marked = new Set(fields.map(tabOf))
    setErrorTabs(marked)
    const first = props.tabs.find((t) => marked.has(t.value))?.value
    if (first) setTab(first)
    pendingFocus.current = fields.find((f) => tabOf(f) === first) ?? null
  }

  const submit = async (values: Out) => {
    setErrorTabs(new Set())
    form.clearErrors('root')
    try {
      await props.onSubmit(values)
    } catch (error) {
      // A 422 goes beside its fields and marks their tabs; other failures were alerted.
      if (error instanceof ApiError && error.status === 422) {
        applyFormErrors(form, error)
        showErrorsOn(Object.keys(error.fields))
      }
    }
  }

  const onInvalid = (errors: FieldErrors<T>) => showErrorsOn(leaves(errors))
  const serverMessage = form.formState.errors.root?.server?.message
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void form.handleSubmit(submit, onInvalid)(e)} noValidate>
        {serverMessage && (
          <Alert color="red" mb="md" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {serverMessage}
          </Alert>
        )}
        <EditorTabs<Tab> value={tab} onChange={setTab} errorTabs={errorTabs} tabs={props.tabs} />
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
