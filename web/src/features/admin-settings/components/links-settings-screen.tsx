import {
  MAX_FOOTER_LINKS,
  MAX_HEADER_LINKS,
  saveSettingsInputFor,
} from '@worker/settings/settings.schemas'
import { useSaveSettings } from '../api/save-settings'
import { settingsValues } from '../lib/settings-values'
import { LinkListField } from './link-list-field'
import { SettingsForm, SettingsScreen } from './settings-screen'

const KEYS = ['links_footer', 'links_header'] as const
const schema = saveSettingsInputFor(KEYS)

/**
 * /admin/settings/footer: the footer's links and the header's (spec 02 §3 links_footer,
 * links_header; both need sites.set.settings, spec 02 §6), each a path on the site or a web address.
 */
export function LinksSettingsScreen() {
  const save = useSaveSettings()
  return (
    <SettingsScreen
      title="Footer and header links"
      intro="Links to pages of this site (starting with /) or to other websites. Other websites open in a new tab."
    >
      {(settings) => (
        <SettingsForm
          defaultValues={settingsValues(settings, KEYS)}
          schema={schema}
          saving={save.isPending}
          onSave={async (values) => settingsValues(await save.mutateAsync(values.settings), KEYS)}
        >
          {(form) => (
            <>
              <LinkListField
                form={form}
                name="links_footer"
                legend="Footer links"
                description="Shown at the bottom of every page."
                max={MAX_FOOTER_LINKS}
              />
              <LinkListField
                form={form}
                name="links_header"
                legend="Header links"
                description="Shown in the site's menu, after its own links, and in the menu on phones."
                max={MAX_HEADER_LINKS}
              />
            </>
          )}
        </SettingsForm>
      )}
    </SettingsScreen>
  )
}
