import { Controller, useFormContext } from 'react-hook-form'
import type { GeneralSettings } from '@worker/settings/settings.schemas'
import { ImageCropInput } from '@/components/uploads/image-crop-input'
import { IMAGE_TARGETS, type ImageTarget } from '@/lib/uploads/image-targets'
import { GeneralSection } from './general-section'

type ImageKey = 'site_logo' | 'site_favicon' | 'pwa_icon' | 'site_cover_image'

/** Spec 02 §5: each picture is cropped to its exact size before it is uploaded. */
const IMAGES: { key: ImageKey; label: string; target: ImageTarget }[] = [
  { key: 'site_logo', label: 'Logo (shown in the header)', target: IMAGE_TARGETS.logo },
  { key: 'site_favicon', label: 'Favicon (the browser tab’s icon)', target: IMAGE_TARGETS.favicon },
  { key: 'pwa_icon', label: 'App icon (the member app)', target: IMAGE_TARGETS.appIcon },
  { key: 'site_cover_image', label: 'Site cover', target: IMAGE_TARGETS.siteCover },
]

/** The logo, favicon, app icon and cover: each can be replaced or removed. */
export function GeneralBrandingSection() {
  const { control } = useFormContext<GeneralSettings>()
  return (
    <GeneralSection title="Branding" description="Without a logo the header shows the site name.">
      {IMAGES.map(({ key, label, target }) => (
        <Controller
          key={key}
          control={control}
          name={key}
          render={({ field, fieldState }) => (
            <ImageCropInput
              label={label}
              value={field.value}
              onChange={field.onChange}
              target={target}
              kind="site"
              error={fieldState.error?.message}
              failedMessage="The picture could not be uploaded. Please try again."
            />
          )}
        />
      ))}
    </GeneralSection>
  )
}
