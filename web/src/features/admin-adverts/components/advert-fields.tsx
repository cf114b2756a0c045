import { NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { ADVERT_POSITION_LABELS, ADVERT_POSITIONS } from '@worker/adverts/adverts.schemas'
import { POST_STATUSES } from '@worker/posts/posts.schemas'
import { DateWindowFields } from '@/components/admin/date-window-fields'
import { StatusSelect } from '@/components/admin/status-filter'
import { ImageCropInput } from '@/components/uploads/image-crop-input'
import { oneWeekAfterDate } from '@/lib/london-time'
import { IMAGE_TARGETS } from '@/lib/uploads/image-targets'
import type { AdvertFormValues } from '../lib/advert-form'

const POSITION_OPTIONS = ADVERT_POSITIONS.map((value) => ({
  value,
  label: ADVERT_POSITION_LABELS[value],
}))

/**
 * Spec 02 §3 advert tab: name, description, link, cost (optional), position, the image cropped 300
 * wide (§3 "Recommended image width 300") and, for admins, the status.
 */
export function AdvertFields({ isAdmin }: { isAdmin: boolean }) {
  const { control, register, formState } = useFormContext<AdvertFormValues>()
  const { errors } = formState
  return (
    <Stack gap="md">
      <TextInput label="Name" required {...register('name')} error={errors.name?.message} />
      <Textarea
        label="Description"
        rows={3}
        {...register('description')}
        error={errors.description?.message}
      />
      <TextInput
        label="Link"
        description="Where the advert leads: a web address starting with https://"
        placeholder="https://"
        required
        {...register('href')}
        error={errors.href?.message}
      />
      <Controller
        control={control}
        name="cost"
        render={({ field, fieldState }) => (
          <NumberInput
            label="Cost"
            description="Optional"
            prefix="£"
            decimalScale={2}
            min={0}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            w={{ base: '100%', xs: 240 }}
          />
        )}
      />
      <Controller
        control={control}
        name="position"
        render={({ field, fieldState }) => (
          <Select
            label="Position"
            required
            ref={field.ref}
            name={field.name}
            data={POSITION_OPTIONS}
            value={field.value}
            onChange={(value) => field.onChange(ADVERT_POSITIONS.find((p) => p === value))}
            onBlur={field.onBlur}
            allowDeselect={false}
            error={fieldState.error?.message}
            w={{ base: '100%', xs: 240 }}
          />
        )}
      />
      <Controller
        control={control}
        name="img"
        render={({ field, fieldState }) => (
          <ImageCropInput
            label="Image"
            value={field.value ?? null}
            onChange={field.onChange}
            target={IMAGE_TARGETS.advert}
            kind="advert"
            error={fieldState.error?.message}
          />
        )}
      />
      {isAdmin && (
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <StatusSelect
              statuses={POST_STATUSES}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </Stack>
  )
}

/** Spec 02 §9 dates tab: the end follows the start, one week after it, until changed by hand. */
export function AdvertDatesFields() {
  return (
    <DateWindowFields<AdvertFormValues>
      endAfter={oneWeekAfterDate}
      endDescription="London date; one week after the start unless you change it"
    />
  )
}
