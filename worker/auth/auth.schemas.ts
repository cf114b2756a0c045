import { z } from 'zod'
import { COMMON_PASSWORDS } from './common-passwords'
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules'

export const TITLES = ['Mr', 'Ms', 'Mrs', 'Miss', 'Dr', 'Prof', 'Mx'] as const
export const GENDERS = ['m', 'f', 'nb', 't', 'i'] as const

export const emailField = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Enter a shorter email address')
  .pipe(z.email('Enter a valid email address'))

export const newPasswordField = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `The password may be at most ${PASSWORD_MAX} characters`)
  .refine(
    (p) => !COMMON_PASSWORDS.has(p.toLowerCase()),
    'This password is too common; choose another',
  )

/**
 * The confirmation must match. `when` lets this run even while other fields have issues, so the
 * form shows every problem at once (zod skips refinements on invalid objects otherwise).
 */
const passwordsMatch = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation
const passwordsMatchCheck = {
  path: ['password_confirmation'],
  message: 'The passwords do not match',
  when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((i) => i.path?.[0] === 'password_confirmation'),
}

/** A person's name field: required, at most 60 characters, no control characters. */
export const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} may be at most 60 characters`)
    .regex(/^[^\p{Cc}]*$/u, `${label} may not contain control characters`)

/** Spec 01 §3 sign-up form, plus the password pair and the captcha solution. */
export const signupInput = z
  .object({
    title: z.enum(TITLES).default('Ms'),
    forename: personName('Forename'),
    surname: personName('Surname'),
    email: emailField,
    gender: z.enum(GENDERS).nullable().default('f'),
    dob: z.iso.date('Enter the date as day/month/year').nullable().optional(),
    industry: z.string().trim().max(100).nullable().optional(),
    interests: z.array(z.string().trim().min(1).max(40)).max(30).default([]),
    custom_attrs: z
      .record(
        z.string().max(60),
        z.union([z.string().max(500), z.array(z.string().max(200)).max(50), z.number()]),
      )
      .default({}),
    is_subscribed: z.boolean().default(false),
    agreed_to: z.literal(true, { error: 'Please agree to the terms to join' }),
    password: newPasswordField,
    password_confirmation: z.string({ error: 'Confirm your password' }),
    captcha: z
      .string({ error: 'Please complete the captcha' })
      .min(1, 'Please complete the captcha')
      .max(10000),
  })
  .refine(passwordsMatch, passwordsMatchCheck)

export const signinInput = z.object({
  email: emailField,
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(PASSWORD_MAX),
  remember_me: z.boolean().default(false),
})

export const forgotPasswordInput = z.object({ email: emailField })

export const resetPasswordInput = z
  .object({
    token: z.string().min(10).max(200),
    password: newPasswordField,
    password_confirmation: z.string({ error: 'Confirm your password' }),
  })
  .refine(passwordsMatch, passwordsMatchCheck)

export const changePasswordInput = z
  .object({
    current_password: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
    password: newPasswordField,
    password_confirmation: z.string({ error: 'Confirm your password' }),
  })
  .refine(passwordsMatch, passwordsMatchCheck)

export type SignupInput = z.infer<typeof signupInput>
export type SigninInput = z.infer<typeof signinInput>
