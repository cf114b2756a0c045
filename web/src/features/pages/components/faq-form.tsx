import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Stack, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { askFaqInput, PAGE_MESSAGES, type AskFaqInput } from '@worker/pages/pages.schemas'
import CaptchaField from '@/components/captcha-field'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { useAskFaq } from '../api/ask-faq'

const EMPTY: AskFaqInput = { name: '', email: '', question: '', gRecaptchaResponse: '' }

type Props = {
  /** A question picked from the page's list (n counts the picks), put in the question field. */
  suggestion?: { text: string; n: number } | null
}

/**
 * Spec 01 §5 FAQ form: name, email and question, the captcha, and a hidden field only a bot
 * fills in: then "Bot form input filled in" and nothing is sent. Otherwise the form must be valid
 * (the route's own schema) and the POST carries the captcha's answer as gRecaptchaResponse.
 */
export function FaqForm({ suggestion }: Props) {
  const ask = useAskFaq()
  const form = useForm<AskFaqInput>({
    resolver: zodResolver(askFaqInput),
    defaultValues: EMPTY,
  })
  useEffect(() => {
    if (!suggestion) return
    form.setValue('question', suggestion.text)
    form.setFocus('question')
  }, [suggestion, form])
  const { errors } = form.formState
  const [bot, setBot] = useState('')
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  // A captcha solution is single-use: a new widget (new key) after every attempt.
  const [captchaKey, setCaptchaKey] = useState(0)

  const send = form.handleSubmit(async (values) => {
    try {
      await ask.mutateAsync(values)
      setOutcome({ ok: true, text: PAGE_MESSAGES.questionSent })
      form.reset(EMPTY)
    } catch (error) {
      applyFormErrors(form, error)
      const refused = error instanceof ApiError && error.status === 429
      setOutcome({
        ok: false,
        text: refused ? error.messages.join('\n') : PAGE_MESSAGES.questionFailed,
      })
    } finally {
      form.setValue('gRecaptchaResponse', '')
      setCaptchaKey((k) => k + 1)
    }
  })

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (bot.trim() !== '') {
      setOutcome({ ok: false, text: PAGE_MESSAGES.botFilled })
      return
    }
    setOutcome(null)
    void send(event)
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="faq-form-title">
      <Stack gap="md">
        <Text component="h2" fw={700} size="lg" id="faq-form-title">
          Ask a question
        </Text>
        {outcome && (
          <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Alert>
        )}
        <TextInput
          label="Name"
          autoComplete="name"
          required
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Textarea
          label="Question"
          required
          rows={5}
          {...form.register('question')}
          error={errors.question?.message}
        />
        {/* Only a bot fills this in: people never see or reach it. */}
        <VisuallyHidden aria-hidden>
          <label>
            Leave this field empty
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={bot}
              onChange={(e) => setBot(e.target.value)}
              data-testid="faq-bot-field"
            />
          </label>
        </VisuallyHidden>
        <div>
          <CaptchaField
            key={captchaKey}
            onVerified={(payload: string) =>
              form.setValue('gRecaptchaResponse', payload, { shouldValidate: true })
            }
            onReset={() => form.setValue('gRecaptchaResponse', '')}
          />
          {errors.gRecaptchaResponse?.message && (
            <Text c="red" size="sm" role="alert" mt={4}>
              {errors.gRecaptchaResponse.message}
            </Text>
          )}
        </div>
        <Button type="submit" loading={ask.isPending} style={{ alignSelf: 'flex-start' }}>
          Send question
        </Button>
      </Stack>
    </form>
  )
}
