import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Stack } from '@mantine/core'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { generalSettingsInput, type GeneralSettings } from '@worker/settings/settings.schemas'
import { Page } from '@/components/layout/page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { useSettings } from '@/lib/site-settings'
import { useSaveSettings } from '../api/save-settings'
import { changedSettings, generalValuesOf, withFormFieldNames } from '../lib/general-settings-form'
import { notifySaved, notifySaveFailed } from '../lib/save-feedback'
import { GeneralBrandingSection } from './general-branding-section'
import { GeneralSiteSection } from './general-site-section'
import { GeneralUploadsSection } from './general-uploads-section'
import { FeatureFlagsSection } from './feature-flags-section'
import { MemberAppSection } from './member-app-section'

/**
 * /admin/settings/general (sites.set.settings; spec 02 §2, §3): the site, its branding, the
 * member app, the feature flags and the upload limits, saved together.
 */
export function GeneralSettingsScreen() {
  const settings = useSettings()
  if (settings.isPending) return <PageSkeleton variant="form" />
  if (settings.isError || !settings.data)
    return (
      <ErrorState
        message="The settings could not be loaded."
        onRetry={() => void settings.refetch()}
      />
    )
  return <GeneralSettingsForm initial={generalValuesOf(settings.data)} />
}

function GeneralSettingsForm({ initial }: { initial: GeneralSettings }) {
  const [saved, setSaved] = useState(initial)
  const form = useForm<GeneralSettings>({
    defaultValues: initial,
    resolver: zodResolver(generalSettingsInput),
  })
  const save = useSaveSettings()

  const submit = async (values: GeneralSettings) => {
    form.clearErrors()
    const changes = changedSettings(saved, values)
    try {
      if (Object.keys(changes).length > 0) {
        const next = generalValuesOf(await save.mutateAsync(changes))
        setSaved(next)
        form.reset(next)
      }
      notifySaved()
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        applyFormErrors(form, withFormFieldNames(error))
      notifySaveFailed(error)
    }
  }

  const serverMessage = form.formState.errors.root?.server?.message
  return (
    <Page width="reading">
      <PageTitle>General settings</PageTitle>
      <FormProvider {...form}>
        <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
          <Stack gap="xl">
            <GeneralSiteSection />
            <GeneralBrandingSection />
            <MemberAppSection />
            <FeatureFlagsSection />
            <GeneralUploadsSection />
            {serverMessage && (
              <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
                {serverMessage}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Page>
  )
}
