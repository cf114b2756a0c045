import { notifications } from '@mantine/notifications'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { TEMPLATE_MESSAGES } from '@worker/templates/templates.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'

/**
 * Saving a template: 'Saved' and the editor closes; a 422 goes beside the fields (an unknown
 * placeholder names the ones the template offers); anything else is 'Could not save' with
 * 'Please try again', the editor left open with the admin's text.
 */
export function useTemplateSave<Values extends FieldValues, Saved>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'setFocus' | 'getValues' | 'clearErrors'>,
  save: (values: Values) => Promise<Saved>,
  onClose: () => void,
) {
  const closeSoon = useCloseAfterSave(onClose)
  return async (values: Values) => {
    form.clearErrors()
    try {
      await save(values)
      notifications.show({ color: 'green', message: TEMPLATE_MESSAGES.saved })
      closeSoon()
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        applyFormErrors(form, error)
        return
      }
      if (error instanceof ApiError && error.status === 401) return
      notifications.show({
        color: 'red',
        title: TEMPLATE_MESSAGES.notSaved,
        message: TEMPLATE_MESSAGES.tryAgain,
      })
    }
  }
}
