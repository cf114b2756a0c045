import { Select, Stack, Switch, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { POST_STATUSES } from '@worker/posts/posts.schemas'
import { PROMOTION_TYPES } from '@worker/posts/promotions.schemas'
import {
  FormBodyField,
  FormCategoriesField,
  FormExcerptField,
} from '@/components/admin/content-fields'
import { ImageCropInput } from '@/components/uploads/image-crop-input'
import { DateWindowFields } from '@/components/admin/date-window-fields'
import { StatusSelect } from '@/components/admin/status-filter'
import { oneMonthAfterDate } from '@/lib/london-time'
import { PROMOTION_TYPE_LABELS } from '@/lib/promotion-labels'
import { promotionCategoriesQuery } from '../api/promotion-categories'
import { imageTargetOf, type PromotionFormValues, type TierOption } from './promotion-form'

const TYPE_OPTIONS = PROMOTION_TYPES.map((value) => ({
  value,
  label: PROMOTION_TYPE_LABELS[value],
}))

/**
 * Spec 02 §3 promotion tab: title, company, type (offer, job, advert, event), excerpt (at most
 * 250, counted), body, tier (the enabled gold and platinum tiers) and the image cropped to the
 * tier's size (§5).
 */
export function PromotionDetailsFields({ tiers }: { tiers: TierOption[] }) {
  const { control, register, formState } = useFormContext<PromotionFormValues>()
  const { errors } = formState
  const tier = useWatch({ control, name: 'tier' })
  return (
    <Stack gap="md">
      <TextInput label="Title" required {...register('title')} error={errors.title?.message} />
      <TextInput
        label="Company name"
        required
        {...register('settings.company_name')}
        error={errors.settings?.company_name?.message}
      />
      <Controller
        control={control}
        name="settings.promotion_type"
        render={({ field, fieldState }) => (
          <Select
            label="Promotion type"
            required
            ref={field.ref}
            name={field.name}
            data={TYPE_OPTIONS}
            value={field.value ?? null}
            onChange={(value) => field.onChange(PROMOTION_TYPES.find((t) => t === value))}
            onBlur={field.onBlur}
            allowDeselect={false}
            placeholder="Choose a type"
            error={fieldState.error?.message}
            w={{ base: '100%', xs: 240 }}
          />
        )}
      />
      <FormExcerptField overLimit="flag" />
      <FormBodyField />
      <Controller
        control={control}
        name="tier"
        render={({ field, fieldState }) => (
          <Select
            label="Tier"
            ref={field.ref}
            name={field.name}
            data={tiers.map(({ value, label }) => ({ value, label }))}
            value={field.value ?? null}
            onChange={(value) => field.onChange(tiers.find((t) => t.value === value)?.value)}
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
            target={imageTargetOf(tier)}
            kind="promotion"
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  )
}

/** Spec 02 §9 dates tab: the end follows the start, one month after it (M02-PROMO-12). */
export function PromotionDatesFields() {
  return (
    <DateWindowFields<PromotionFormValues>
      endAfter={oneMonthAfterDate}
      endDescription="London date; one month after the start unless you change it"
    />
  )
}

/** Spec 02 §3 categories of a promotion (those whose group applies to promotions). */
export function PromotionCategoriesFields() {
  const categories = useQuery(promotionCategoriesQuery())
  return <FormCategoriesField options={categories.data} loading={categories.isPending} />
}

/** Spec 02 §4, §6: status and the system flag, for promotions.manage holders only. */
export function PromotionStatusFields() {
  const { control, register } = useFormContext<PromotionFormValues>()
  return (
    <Stack gap="md">
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
      <Switch label="System promotion" {...register('is_system')} />
    </Stack>
  )
}
