import { Fieldset, Group, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { saveSettingsInputFor, type SavableSettings } from '@worker/settings/settings.schemas'
import { useSaveSettings } from '../api/save-settings'
import { arrayErrorOf, settingsValues } from '../lib/settings-values'
import { MoneyInput } from './money-input'
import { SettingsForm, SettingsScreen } from './settings-screen'
import { SwitchField } from './switch-field'

const CHARGED = [
  { type: 'news', label: 'News' },
  { type: 'poll', label: 'Polls' },
  { type: 'survey', label: 'Surveys' },
  { type: 'resource', label: 'Resources' },
] as const
type Charged = (typeof CHARGED)[number]['type']

const KEYS = [
  ...CHARGED.flatMap(
    ({ type }) =>
      [
        `${type}_charge_enabled`,
        `${type}_charge_price`,
        `${type}_charge_accept_online_payments`,
      ] as const,
  ),
  'promotion_tiers',
] as const
const schema = saveSettingsInputFor(KEYS)
type ChargesForm = UseFormReturn<{ settings: Pick<SavableSettings, (typeof KEYS)[number]> }>

/**
 * /admin/settings/charges (spec 02 §3): what authors pay to publish news, polls, surveys and
 * resources, whether they may pay by card online, and the promotion tiers with their prices.
 */
export function ChargesSettingsScreen() {
  const save = useSaveSettings()
  return (
    <SettingsScreen
      title="Charges"
      intro="These prices are stored now; taking payments for them comes later."
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
              {CHARGED.map(({ type, label }) => (
                <ChargeFields
                  key={type}
                  form={form}
                  type={type}
                  label={label}
                  currency={settings.currency_symbol}
                />
              ))}
              <TierFields form={form} currency={settings.currency_symbol} />
            </>
          )}
        </SettingsForm>
      )}
    </SettingsScreen>
  )
}

type ChargeProps = { form: ChargesForm; type: Charged; label: string; currency: string }

function ChargeFields({ form, type, label, currency }: ChargeProps) {
  const enabled = useWatch({ control: form.control, name: `settings.${type}_charge_enabled` })
  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        <SwitchField
          control={form.control}
          name={`settings.${type}_charge_enabled`}
          label={`Charge for ${label.toLowerCase()}`}
        />
        <Controller
          control={form.control}
          name={`settings.${type}_charge_price`}
          render={({ field, fieldState }) => (
            <MoneyInput
              label="Price"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              currency={currency}
              disabled={!enabled}
              error={fieldState.error?.message}
            />
          )}
        />
        <SwitchField
          control={form.control}
          name={`settings.${type}_charge_accept_online_payments`}
          label="Accept online card payments"
          disabled={!enabled}
        />
      </Stack>
    </Fieldset>
  )
}

function TierFields({ form, currency }: { form: ChargesForm; currency: string }) {
  const tiers = useWatch({ control: form.control, name: 'settings.promotion_tiers' })
  const errors = form.formState.errors.settings?.promotion_tiers
  const defaultIndex = tiers.findIndex((t) => t.default)
  const chooseDefault = (value: string) =>
    tiers.forEach((_, i) =>
      form.setValue(`settings.promotion_tiers.${i}.default`, String(i) === value, {
        shouldDirty: true,
      }),
    )
  return (
    <Fieldset legend="Promotion tiers">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The tiers an author chooses from when promoting; the default one is chosen when they do
          not. Higher levels are shown first.
        </Text>
        <Radio.Group
          label="Default tier"
          value={defaultIndex >= 0 ? String(defaultIndex) : null}
          onChange={chooseDefault}
          error={arrayErrorOf(errors)}
        >
          <Group gap="md" mt={4}>
            {tiers.map((tier, i) => (
              <Radio key={tier.key} value={String(i)} label={tier.label || tier.key} />
            ))}
          </Group>
        </Radio.Group>
        {tiers.map((tier, i) => (
          <Fieldset
            key={tier.key}
            legend={`${tier.key[0]!.toUpperCase()}${tier.key.slice(1)} tier`}
            variant="filled"
          >
            <Stack gap="sm">
              <SwitchField
                control={form.control}
                name={`settings.promotion_tiers.${i}.enabled`}
                label="Offered"
              />
              <Group gap="sm" align="flex-start" wrap="wrap">
                <TextInput
                  label="Label"
                  maxLength={40}
                  style={{ flex: '1 1 160px' }}
                  {...form.register(`settings.promotion_tiers.${i}.label`)}
                  error={errors?.[i]?.label?.message}
                />
                <Controller
                  control={form.control}
                  name={`settings.promotion_tiers.${i}.price`}
                  render={({ field, fieldState }) => (
                    <MoneyInput
                      label="Price"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      currency={currency}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name={`settings.promotion_tiers.${i}.level`}
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label="Level"
                      ref={field.ref}
                      value={field.value}
                      onChange={(n) => field.onChange(typeof n === 'number' ? n : 0)}
                      onBlur={field.onBlur}
                      allowDecimal={false}
                      w={{ base: '100%', xs: 100 }}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Group>
            </Stack>
          </Fieldset>
        ))}
      </Stack>
    </Fieldset>
  )
}
