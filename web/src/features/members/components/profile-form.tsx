import { zodResolver } from '@hookform/resolvers/zod'
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { TITLES } from '@worker/auth/auth.schemas'
import {
  CONTACT_KEYS,
  CONTACT_LABELS,
  profileInput,
  type ProfileInput,
} from '@worker/users/users.schemas'
import { CustomAttributeFields } from '@/components/custom-attribute-fields'
import { ImageCropInput } from '@/components/uploads/image-crop-input'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { IMAGE_TARGETS } from '@/lib/uploads/image-targets'
import { blankCustomAttrs, type UserAttribute } from '@/lib/user-attributes'
import { useUpdateProfile, type UserRecord } from '../api/update-profile'
import { PlaceInput } from './place-input'

export const PROFILE_SAVED = 'Your profile has been saved.'

const valuesOf = (u: UserRecord, attributes: UserAttribute[]): ProfileInput => ({
  title: u.title as ProfileInput['title'],
  forename: u.forename,
  surname: u.surname,
  company: u.company ?? '',
  industry: u.industry ?? '',
  bio: u.bio ?? '',
  interests: u.interests,
  img: u.img,
  contactables: {
    ...Object.fromEntries(CONTACT_KEYS.map((k) => [k, u.contactables[k] ?? ''])),
    visible: u.contactables.visible ?? [],
  },
  show_connections: u.show_connections,
  in_directory: u.in_directory,
  place_id: u.place_id,
  custom_attrs: blankCustomAttrs(attributes, u.custom_attrs),
})

type Props = { user: UserRecord; attributes: UserAttribute[] }

/**
 * A member's own profile (spec 02 §3 profile, contact and directory fields), validated with the
 * route's own schema; the API adds the attribute settings' rules and its 422s land on the fields.
 */
export function ProfileForm({ user, attributes }: Props) {
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileInput),
    defaultValues: valuesOf(user, attributes),
  })
  const [placeName, setPlaceName] = useState(user.place_name ?? '')
  const save = useUpdateProfile(user.id)
  const { errors, isSubmitting } = form.formState
  const attrErrors = Object.fromEntries(
    attributes.map((a) => [a.key, errors.custom_attrs?.[a.key]?.message]),
  )

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
      form.reset(valuesOf(saved, attributes))
      notifications.show({ color: 'green', message: PROFILE_SAVED })
    } catch (error) {
      if (error instanceof ApiError && error.status !== 422) return
      applyFormErrors(form, error)
    }
  })

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Your profile">
      <Stack gap="lg">
        <Controller
          control={form.control}
          name="img"
          render={({ field }) => (
            <ImageCropInput
              label="Profile picture"
              value={field.value ?? null}
              onChange={field.onChange}
              target={IMAGE_TARGETS.profile}
              kind="profile"
              error={errors.img?.message}
            />
          )}
        />
        <Fieldset legend="About you">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Controller
                control={form.control}
                name="title"
                render={({ field }) => (
                  <Select
                    label="Title"
                    data={[...TITLES]}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? 'Ms')}
                    allowDeselect={false}
                    error={errors.title?.message}
                  />
                )}
              />
              <TextInput
                label="Forename"
                required
                error={errors.forename?.message}
                {...form.register('forename')}
              />
              <TextInput
                label="Surname"
                required
                error={errors.surname?.message}
                {...form.register('surname')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Company"
                error={errors.company?.message}
                {...form.register('company')}
              />
              <TextInput
                label="Industry"
                error={errors.industry?.message}
                {...form.register('industry')}
              />
            </SimpleGrid>
            <Textarea
              label="Bio"
              autosize
              minRows={4}
              maxLength={5000}
              error={errors.bio?.message}
              {...form.register('bio')}
            />
            <Controller
              control={form.control}
              name="interests"
              render={({ field }) => (
                <TagsInput
                  label="Interests"
                  description="Press Enter after each one"
                  value={field.value}
                  onChange={field.onChange}
                  maxTags={30}
                  error={errors.interests?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="place_id"
              render={({ field }) => (
                <PlaceInput
                  label="Where you are"
                  description="Your town, city or postcode district; members searching nearby find you."
                  value={{ id: field.value ?? '', name: placeName }}
                  onChange={(p) => {
                    setPlaceName(p.name)
                    field.onChange(p.id || null)
                  }}
                  error={errors.place_id?.message}
                />
              )}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Contact details">
          <Stack gap="sm">
            {CONTACT_KEYS.map((key) => (
              <Group key={key} gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  label={CONTACT_LABELS[key]}
                  style={{ flex: 1, minWidth: 200 }}
                  error={errors.contactables?.[key]?.message}
                  {...form.register(`contactables.${key}`)}
                />
                <Controller
                  control={form.control}
                  name="contactables.visible"
                  render={({ field }) => (
                    <Checkbox
                      mb={8}
                      label="Show on my profile"
                      aria-label={`Show ${CONTACT_LABELS[key]} on my profile`}
                      checked={(field.value ?? []).includes(key)}
                      onChange={(e) =>
                        field.onChange(
                          e.currentTarget.checked
                            ? [...(field.value ?? []), key]
                            : (field.value ?? []).filter((k) => k !== key),
                        )
                      }
                    />
                  )}
                />
              </Group>
            ))}
          </Stack>
        </Fieldset>

        {attributes.length > 0 && (
          <Fieldset legend="More about you">
            <Controller
              control={form.control}
              name="custom_attrs"
              render={({ field }) => (
                <CustomAttributeFields
                  attributes={attributes}
                  value={field.value}
                  onChange={field.onChange}
                  errors={attrErrors}
                />
              )}
            />
          </Fieldset>
        )}

        <Fieldset legend="Privacy">
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="in_directory"
              render={({ field }) => (
                <Switch
                  label="List me in the members directory"
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="show_connections"
              render={({ field }) => (
                <Switch
                  label="Show my connections on my profile"
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
          </Stack>
        </Fieldset>

        {errors.root?.server?.message && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {errors.root.server.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
