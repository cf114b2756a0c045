import { z } from 'zod'
import { GENDERS, signupInput, TITLES } from '@worker/auth/auth.schemas'

const DOB_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/

/** "31/01/1990" → "1990-01-31", or null when it is not a real past date. */
export const dobToIso = (text: string) => {
  const match = DOB_PATTERN.exec(text.trim())
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  if (!real || year < 1900 || date.getTime() > Date.now()) return null
  return date.toISOString().slice(0, 10)
}

/** Spec 01 §3 / §5: date of birth is typed day/month/year and sent as YYYY-MM-DD. */
const dobField = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || dobToIso(v) !== null,
    'Enter a real date as day/month/year, e.g. 31/01/1990',
  )
  .transform((v) => (v === '' ? null : dobToIso(v)))

/** The select cannot hold null, so "Prefer not to say" is '' in the form and null on the wire. */
const genderField = z.enum([...GENDERS, '']).transform((v) => (v === '' ? null : v))

const s = signupInput.shape

/**
 * The sign-up form: the route's own field rules (auth.schemas.ts), with the form-only shapes of
 * date of birth, gender and industry. agreed_to is added after the consent dialog.
 */
export const signupForm = z
  .object({
    title: s.title,
    forename: s.forename,
    surname: s.surname,
    email: s.email,
    gender: genderField,
    dob: dobField,
    industry: z
      .string()
      .trim()
      .max(100, 'Industry may be at most 100 characters')
      .transform((v) => (v === '' ? null : v)),
    interests: s.interests,
    custom_attrs: s.custom_attrs,
    is_subscribed: s.is_subscribed,
    password: s.password,
    password_confirmation: s.password_confirmation,
    captcha: s.captcha,
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'The passwords do not match',
      })
    }
  })

export type SignupFormValues = z.input<typeof signupForm>
export type SignupFormOutput = z.output<typeof signupForm>

export const TITLE_OPTIONS = [...TITLES]

export const GENDER_OPTIONS = [
  { value: 'm', label: 'Male' },
  { value: 'f', label: 'Female' },
  { value: 'nb', label: 'Non-Binary' },
  { value: 't', label: 'Transgender' },
  { value: 'i', label: 'Intersex' },
  { value: '', label: 'Prefer not to say' },
]

export const SIGNUP_DEFAULTS: SignupFormValues = {
  title: 'Ms',
  forename: '',
  surname: '',
  email: '',
  gender: 'f',
  dob: '',
  industry: '',
  interests: [],
  custom_attrs: {},
  is_subscribed: false,
  password: '',
  password_confirmation: '',
  captcha: '',
}
