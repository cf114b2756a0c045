import { Button, Group, Select, Stack, Switch, Textarea } from '@mantine/core'
import { useState } from 'react'
import { Page } from '@/components/layout/page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { useSettings } from '@/lib/site-settings'
import {
  eventPicker,
  memberPicker,
  newsPicker,
  pollPicker,
  promotionPicker,
  resourcePicker,
} from '../api/pickers'
import type { FeaturedTiles, SavableSettings } from '@worker/settings/settings.schemas'
import { useSaveFeaturedTiles } from '../api/save-featured-tiles'
import { useSaveSettings } from '../api/save-settings'
import { notifySaved, notifySaveFailed } from '../lib/save-feedback'
import { FeaturedField } from './featured-field'
import { homepageRoutes } from '@/lib/homepage-routes'

const ROUTES = homepageRoutes()

type HomepageSettings = Pick<
  SavableSettings,
  | 'homepage_body_content'
  | 'homepage_route_name'
  | 'featured_member_id'
  | 'featured_news_id'
  | 'featured_resource_id'
  | 'featured_event_id'
  | 'featured_poll_id'
  | 'featured_promotion_id'
> & { featured_tiles: FeaturedTiles }

/** /admin/settings/homepage: the home page's text, landing screen, tiles and featured items. */
export function HomepageSettingsScreen() {
  const settings = useSettings()
  if (settings.isPending) return <PageSkeleton variant="form" />
  if (settings.isError || !settings.data)
    return (
      <ErrorState
        message="The settings could not be loaded."
        onRetry={() => void settings.refetch()}
      />
    )
  const s = settings.data
  return (
    <HomepageForm
      initial={{
        homepage_body_content: s.homepage_body_content,
        homepage_route_name: s.homepage_route_name,
        featured_tiles: s.featured_tiles,
        featured_member_id: s.featured_member_id,
        featured_news_id: s.featured_news_id,
        featured_resource_id: s.featured_resource_id,
        featured_event_id: s.featured_event_id,
        featured_poll_id: s.featured_poll_id,
        featured_promotion_id: s.featured_promotion_id,
      }}
    />
  )
}

function HomepageForm({ initial }: { initial: HomepageSettings }) {
  const [values, setValues] = useState(initial)
  const [savedTiles, setSavedTiles] = useState(initial.featured_tiles)
  const save = useSaveSettings()
  const saveTiles = useSaveFeaturedTiles()
  const set = <K extends keyof HomepageSettings>(key: K, value: HomepageSettings[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  // The tiles are their own resource (spec 02 §7): saved beside the settings, only when changed.
  const submit = async () => {
    const { featured_tiles, ...settings } = values
    try {
      await Promise.all([
        save.mutateAsync(settings),
        featured_tiles.enabled !== savedTiles.enabled
          ? saveTiles.mutateAsync(featured_tiles).then(setSavedTiles)
          : null,
      ])
      notifySaved()
    } catch (error) {
      notifySaveFailed(error)
    }
  }
  const routes = ROUTES.some((r) => r.value === values.homepage_route_name)
    ? ROUTES
    : [...ROUTES, { value: values.homepage_route_name, label: values.homepage_route_name }]
  return (
    <Page width="reading">
      <PageTitle>Homepage</PageTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        noValidate
      >
        <Stack gap="lg" mt="md">
          <Textarea
            label="Homepage content"
            description="Shown at the top of the home page."
            rows={6}
            maxLength={20000}
            value={values.homepage_body_content}
            onChange={(e) => set('homepage_body_content', e.currentTarget.value)}
          />
          <Select
            label="Homepage route"
            description="The screen the site opens on."
            data={routes.map(({ value, label }) => ({ value, label }))}
            value={values.homepage_route_name}
            onChange={(value) => value && set('homepage_route_name', value)}
            allowDeselect={false}
          />
          <Switch
            label="Show featured tiles"
            checked={values.featured_tiles.enabled}
            onChange={(e) => set('featured_tiles', { enabled: e.currentTarget.checked })}
          />
          <FeaturedField
            label="Featured member"
            value={values.featured_member_id}
            onChange={(id) => set('featured_member_id', id)}
            config={memberPicker}
          />
          <FeaturedField
            label="Featured news post"
            value={values.featured_news_id}
            onChange={(id) => set('featured_news_id', id)}
            config={newsPicker}
          />
          <FeaturedField
            label="Featured resource"
            value={values.featured_resource_id}
            onChange={(id) => set('featured_resource_id', id)}
            config={resourcePicker}
          />
          <FeaturedField
            label="Featured event"
            value={values.featured_event_id}
            onChange={(id) => set('featured_event_id', id)}
            config={eventPicker}
          />
          <FeaturedField
            label="Featured poll"
            value={values.featured_poll_id}
            onChange={(id) => set('featured_poll_id', id)}
            config={pollPicker}
          />
          <FeaturedField
            label="Featured promotion"
            value={values.featured_promotion_id}
            onChange={(id) => set('featured_promotion_id', id)}
            config={promotionPicker}
          />
          <Group>
            <Button type="submit" loading={save.isPending || saveTiles.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Page>
  )
}
