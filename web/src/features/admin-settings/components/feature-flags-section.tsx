import type { SiteFeature } from '@/lib/site-features'
import { GeneralSection, SwitchField } from './general-section'

/** Spec 02 §3 feature flags: what switching each one off does. */
const FLAGS: { feature: SiteFeature; label: string; off: string }[] = [
  {
    feature: 'events',
    label: 'Events',
    off: 'Off: the Events link, event pages, bookings and calendar feeds are hidden from members and visitors. Event managers keep them to prepare.',
  },
  {
    feature: 'forum',
    label: 'Forum',
    off: 'Off: the forum and its link are hidden from members. Forum managers keep it.',
  },
  {
    feature: 'polls',
    label: 'Polls',
    off: 'Off: the Polls link and every poll are hidden from members and visitors. Poll managers keep them.',
  },
  {
    feature: 'surveys',
    label: 'Surveys',
    off: 'Off: the Surveys link and every survey are hidden from members and visitors. Survey managers keep them.',
  },
  {
    feature: 'promotions',
    label: 'Promotions',
    off: 'Off: the Promotions link and every offer are hidden from members and visitors, and leave the search. Promotion managers keep them.',
  },
  {
    feature: 'resources',
    label: 'Resources',
    off: 'Off: the Resources link and every resource are hidden from members and visitors, and leave the search. Resource managers keep them.',
  },
]

/** The six feature flags as switches. */
export function FeatureFlagsSection() {
  return (
    <GeneralSection
      title="Features"
      description="Switch off the parts of the site you do not use. Nothing is deleted: switching a feature back on brings it back as it was."
    >
      {FLAGS.map(({ feature, label, off }) => (
        <SwitchField key={feature} name={`features.${feature}`} label={label} description={off} />
      ))}
    </GeneralSection>
  )
}
