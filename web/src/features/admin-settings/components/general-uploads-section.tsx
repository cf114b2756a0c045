import { NumberInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { MAX_FILE_UPLOAD_BYTES, MAX_IMAGE_UPLOAD_BYTES } from '@worker/uploads/uploads.schemas'
import type { GeneralSettings } from '@worker/settings/settings.schemas'
import { fromMegabytes, toMegabytes } from '../lib/general-settings-form'
import { GeneralSection } from './general-section'

type LimitKey = 'maxUploadSize' | 'maxImageUploadSize' | 'maxForumUploadSize'

/** The upload limits (stored in bytes), up to what one request can carry (settings.schemas). */
const LIMITS: { key: LimitKey; label: string; cap: number }[] = [
  { key: 'maxUploadSize', label: 'Largest file', cap: MAX_FILE_UPLOAD_BYTES },
  { key: 'maxImageUploadSize', label: 'Largest image', cap: MAX_IMAGE_UPLOAD_BYTES },
  { key: 'maxForumUploadSize', label: 'Largest forum attachment', cap: MAX_FILE_UPLOAD_BYTES },
]

/** How large a file, an image and a forum attachment may be, in MB. */
export function GeneralUploadsSection() {
  const { control } = useFormContext<GeneralSettings>()
  return (
    <GeneralSection title="Uploads">
      {LIMITS.map(({ key, label, cap }) => (
        <Controller
          key={key}
          control={control}
          name={key}
          render={({ field, fieldState }) => (
            <NumberInput
              label={label}
              description={`In MB, at most ${toMegabytes(cap)} MB.`}
              suffix=" MB"
              w={200}
              min={0.1}
              max={toMegabytes(cap)}
              decimalScale={1}
              clampBehavior="none"
              name={field.name}
              ref={field.ref}
              // An emptied field holds NaN (refused on save), not 0 typed over.
              value={Number.isNaN(field.value) ? '' : toMegabytes(field.value)}
              onChange={(value) =>
                field.onChange(typeof value === 'number' ? fromMegabytes(value) : Number.NaN)
              }
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </GeneralSection>
  )
}
