import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { Page } from '@/components/layout/page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { useSettings, type SiteSettings } from '@/lib/site-settings'
import { notifySaved, notifySaveFailed } from '../lib/save-feedback'

type ScreenProps = {
  title: string
  /** One or two sentences under the title: what the settings do. */
  intro?: ReactNode
  children: (settings: SiteSettings) => ReactNode
}

/** A settings screen's frame: the title, then the form once the settings have loaded. */
export function SettingsScreen({ title, intro, children }: ScreenProps) {
  const settings = useSettings()
  if (settings.isPending)
    return <PageSkeleton variant="form" width="reading" label={`Loading ${title}…`} />
  return (
    <Page width="reading">
      <PageTitle>{title}</PageTitle>
      {intro && (
        <Text size="sm" c="dimmed" mt="xs">
          {intro}
        </Text>
      )}
      {settings.isError || !settings.data ? (
        <ErrorState
          message="The settings could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      ) : (
        children(settings.data)
      )}
    </Page>
  )
}

type FormProps<V extends FieldValues> = {
  defaultValues: V
  /** The worker's save schema for these values (saveSettingsInputFor, or a one-key schema). */
  schema: z.ZodType<V>
  /** Saves the values and answers them as saved, which become the form's new starting point. */
  onSave: (values: V) => Promise<V>
  saving: boolean
  children: (form: UseFormReturn<V>) => ReactNode
}

/**
 * A settings form: validated with the worker's schema, saved with 'Saved' / 'Error saving' (the
 * server's reasons beside their fields too) / 'Could not save' + 'Please try again' (spec 02 §8).
 */
export function SettingsForm<V extends FieldValues>({
  defaultValues,
  schema,
  onSave,
  saving,
  children,
}: FormProps<V>) {
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: zodResolver(schema as z.ZodType<V, V>),
  })
  const save = async (values: V) => {
    form.clearErrors()
    try {
      form.reset(await onSave(values))
      notifySaved()
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) applyFormErrors(form, error)
      notifySaveFailed(error)
    }
  }
  const serverMessage = form.formState.errors.root?.server?.message
  return (
    <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate>
      <Stack gap="lg" mt="md">
        {serverMessage && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {serverMessage}
          </Alert>
        )}
        {children(form)}
        <Group>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
