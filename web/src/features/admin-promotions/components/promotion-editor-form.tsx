import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import {
  createPromotionInput,
  PROMOTION_MESSAGES,
  type CreatePromotionInput,
  type PromotionResource,
} from '@worker/posts/promotions.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { EditorTabs } from '@/components/admin/editor-tabs'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { toRichTextDoc } from '@/lib/rich-text-json'
import type { EditablePromotion } from '../api/get-promotion-for-edit'
import { useSavePromotion } from '../api/save-promotion'
import {
  PromotionCategoriesFields,
  PromotionDatesFields,
  PromotionDetailsFields,
  PromotionStatusFields,
} from './promotion-fields'
import {
  defaultTierOf,
  payloadFor,
  promotionValuesOf,
  TAB_ORDER,
  tabOfField,
  type PromotionFormValues,
  type PromotionTab,
  type TierOption,
} from './promotion-form'

type Props = {
  /** The saved promotion, or null for a new one. */
  promotion: EditablePromotion | null
  /** promotions.manage: the status tab, and "Promotion saved" (spec 02 §8). */
  isManager: boolean
  tiers: TierOption[]
  onClose: () => void
  onSaved?: (promotion: PromotionResource) => void
}

/** The route's own schema; an empty end date means "one month after the start" (the server's). */
const schemaResolver = zodResolver(createPromotionInput)
const resolver: Resolver<PromotionFormValues, unknown, CreatePromotionInput> = (
  values,
  context,
  options,
) => schemaResolver(values.ends_at ? values : { ...values, ends_at: null }, context, options)

const leaves = (errors: object, prefix = ''): string[] =>
  Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'root' || key === 'ref' || typeof value !== 'object' || value === null) return []
    const path = prefix ? `${prefix}.${key}` : key
    return 'message' in value && typeof value.message === 'string' ? [path] : leaves(value, path)
  })

/** Spec 02 §8: the server's message, or a 422's field messages joined into one. */
const failureText = (error: unknown) => {
  if (!(error instanceof ApiError)) return DEFAULT_ERROR_MESSAGE
  const fieldMessages = Object.values(error.fields).flat()
  if (error.status === 422 && fieldMessages.length > 0) return fieldMessages.join('\n')
  return error.messages.join('\n')
}

/**
 * The promotion editor (spec 02 §2, §3): tabs Promotion, Dates, Categories and, for managers,
 * Status. A failed save says 'Error saving promotion' with the server's words; a 422 also puts
 * each message beside its field and marks its tab (M02-PROMO-18, 19).
 */
export function PromotionEditorForm({ promotion, isManager, tiers, onClose, onSaved }: Props) {
  const defaults = { tier: defaultTierOf(tiers) }
  const form = useForm<PromotionFormValues, unknown, CreatePromotionInput>({
    defaultValues: promotionValuesOf(promotion, defaults),
    resolver,
    shouldFocusError: false,
  })
  const save = useSavePromotion()
  const closeSoon = useCloseAfterSave(onClose)
  const [tab, setTab] = useState<PromotionTab>('promotion')
  const [errorTabs, setErrorTabs] = useState<ReadonlySet<string>>(new Set())
  const [failure, setFailure] = useState<string | null>(null)
  const pendingFocus = useRef<string | null>(null)

  // Focus the first errored field once the tab holding it is showing.
  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    document.querySelector<HTMLElement>(`[name="${CSS.escape(target)}"]`)?.focus()
  })

  const showErrorsOn = (fields: string[]) => {
    const tabs = new Set(fields.map(tabOfField))
    setErrorTabs(tabs)
    const first = TAB_ORDER.find((name) => tabs.has(name))
    if (first) setTab(first)
    pendingFocus.current = fields.find((f) => tabOfField(f) === first) ?? null
  }

  const onInvalid = (errors: FieldErrors<PromotionFormValues>) => showErrorsOn(leaves(errors))

  const submit = async (values: CreatePromotionInput) => {
    setErrorTabs(new Set())
    setFailure(null)
    const json = payloadFor(values, isManager)
    try {
      const saved = await save.mutateAsync(
        promotion ? { id: promotion.id, json } : { id: null, json },
      )
      notifications.show({
        color: 'green',
        // Spec 02 §8: those who cannot manage are told their promotion waits for approval.
        message: isManager ? PROMOTION_MESSAGES.saved : PROMOTION_MESSAGES.submitted,
      })
      form.reset(promotionValuesOf(saved, defaults))
      onSaved?.({ ...saved, body: toRichTextDoc(saved.body) })
      closeSoon()
    } catch (error) {
      setFailure(failureText(error))
      if (error instanceof ApiError && error.status === 422) {
        applyFormErrors(form, error)
        showErrorsOn(Object.keys(error.fields))
      }
    }
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void form.handleSubmit(submit, onInvalid)(e)} noValidate>
        {failure && (
          <Alert
            color="red"
            mb="md"
            role="alert"
            title={PROMOTION_MESSAGES.saveFailed}
            style={{ whiteSpace: 'pre-line' }}
          >
            {failure}
          </Alert>
        )}
        <EditorTabs<PromotionTab>
          value={tab}
          onChange={setTab}
          errorTabs={errorTabs}
          tabs={[
            {
              value: 'promotion',
              label: 'Promotion',
              panel: <PromotionDetailsFields tiers={tiers} />,
            },
            { value: 'dates', label: 'Dates', panel: <PromotionDatesFields /> },
            { value: 'categories', label: 'Categories', panel: <PromotionCategoriesFields /> },
            isManager && { value: 'status', label: 'Status', panel: <PromotionStatusFields /> },
          ]}
        />
        <Group justify="flex-end" gap="sm" mt="xl">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            type="submit"
            disabled={promotion !== null && !form.formState.isDirty}
            loading={save.isPending}
          >
            Save
          </Button>
        </Group>
      </form>
    </FormProvider>
  )
}
