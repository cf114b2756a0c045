import { TextInput } from '@mantine/core'
import { screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { apiFetch, FORM_ERRORS } from '@/lib/api-client'
import { ApiError, groupFieldErrors } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'

type Values = { forename: string; surname: string; interests: string }

/** A small profile form that saves through the API client the way the app's forms do. */
function ProfileForm({
  headers = FORM_ERRORS,
  tabs,
}: {
  headers?: Record<string, string>
  tabs?: Record<string, string>
}) {
  const form = useForm<Values>({ defaultValues: { forename: '', surname: '', interests: '' } })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiFetch('/api/profile', { method: 'POST', body: JSON.stringify(values), headers })
    } catch (error) {
      const { tabsWithErrors } = applyFormErrors(form, error, { tabs })
      if (tabsWithErrors.size > 0)
        form.setError('root.tabs', { message: [...tabsWithErrors].join(',') })
    }
  })
  return (
    <form onSubmit={onSubmit}>
      <TextInput label="Surname" error={errors.surname?.message} {...form.register('surname')} />
      <TextInput label="Forename" error={errors.forename?.message} {...form.register('forename')} />
      <TextInput
        label="Interests"
        error={errors.interests?.message}
        {...form.register('interests')}
      />
      {errors.root?.server && <p role="note">{errors.root.server.message}</p>}
      {errors.root?.tabs && <p>Tabs with errors: {errors.root.tabs.message}</p>}
      <button type="submit">Save</button>
    </form>
  )
}

const validation422 = {
  message: "Request couldn't be processed",
  errors: {
    forename: ['Forename is required'],
    'interests.0': ['Too long'],
    'interests.2': ['Must not be empty'],
    'custom_attrs.colour': ['Colour is required'],
  },
}

describe('a 422 on a form', () => {
  it('shows messages beside the fields, groups field.N as "N: message", focuses the first, and raises no alert', async () => {
    mockFetch(() => jsonResponse(422, validation422))
    const { user } = renderScreen('/', <ProfileForm />)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const forename = screen.getByLabelText('Forename')
    await waitFor(() => expect(forename).toHaveFocus())
    expect(forename).toHaveAccessibleDescription('Forename is required')
    expect(screen.getByLabelText('Interests')).toHaveAccessibleDescription(
      /^0: Too long\s+2: Must not be empty$/,
    )
    expect(screen.getByLabelText('Surname')).not.toHaveAttribute('aria-invalid', 'true')
    // A field the form does not have still reaches the user.
    expect(screen.getByRole('note')).toHaveTextContent('Colour is required')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('reports the tabs that hold errors when given a field → tab map', async () => {
    mockFetch(() => jsonResponse(422, validation422))
    const { user } = renderScreen(
      '/',
      <ProfileForm tabs={{ forename: 'Profile', interests: 'About', surname: 'Profile' }} />,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Tabs with errors: Profile,About')).toBeInTheDocument()
  })

  it('alerts "Request couldn\'t be processed" when the call did not ask for form errors', async () => {
    mockFetch(() => jsonResponse(422, validation422))
    const { user } = renderScreen('/', <ProfileForm headers={{}} />)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("Request couldn't be processed")
  })
})

describe('groupFieldErrors', () => {
  it('groups keys ending in .N under the base field with the index as a prefix', () => {
    expect(
      groupFieldErrors({ 'tags.1': ['Too long'], 'tags.3': ['Taken'], title: ['Required'] }),
    ).toEqual({
      tags: ['1: Too long', '3: Taken'],
      title: ['Required'],
    })
  })

  it.each([{}, null, undefined])('refuses an empty value (%s)', (value) => {
    expect(() => groupFieldErrors(value)).toThrow(
      'Attempted to construct ValidationErrors from an empty value.',
    )
  })

  it('is what an ApiError carries', () => {
    expect(new ApiError(422, 'x', { 'a.0': ['b'] }).fields).toEqual({ 'a.0': ['b'] })
  })
})
