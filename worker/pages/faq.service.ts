import { eq } from 'drizzle-orm'
import { reserveAttempts, throttleKey } from '../auth/throttle'
import { verifyCaptcha } from '../captcha/captcha.service'
import { faqQuestions } from '../db/schema'
import type { Deps } from '../lib/deps'
import { invalid, notFound } from '../lib/errors'
import { notify } from '../notifications/notify'
import { faqQuestionQuery, listFaqQuestionsStatements, pageManagersQuery } from './pages.queries'
import { toFaqQuestion } from './pages.resources'
import {
  PAGE_MESSAGES,
  type AskFaqInput,
  type FaqQuestionResource,
  type ListFaqQuestionsQuery,
  type UpdateFaqQuestionInput,
} from './pages.schemas'

/**
 * The public FAQ form (spec 01 §5, §7): the per-IP limit and the captcha sign-up uses, one row
 * kept for the admins, and a notification to every holder of pages.manage after the write.
 */
export const askFaqQuestion = async (
  deps: Deps,
  input: AskFaqInput,
  ip: string,
): Promise<FaqQuestionResource> => {
  const { db, auth } = deps
  await reserveAttempts(db, [throttleKey('faq', ip)])
  if (!(await verifyCaptcha(deps, input.gRecaptchaResponse, ip)))
    throw invalid({ gRecaptchaResponse: [PAGE_MESSAGES.captchaFailed] })
  const actor = await auth.load()
  const [row] = await db
    .insert(faqQuestions)
    .values({
      name: input.name,
      email: input.email,
      question: input.question,
      userId: actor.user?.id ?? null,
    })
    .returning({ id: faqQuestions.id })
  if (!row) throw new Error('FAQ question insert returned no row')
  const [[saved], admins] = await db.batch([faqQuestionQuery(db, row.id), pageManagersQuery(db)])
  if (!saved) throw new Error('FAQ question vanished after its insert')
  try {
    await notify(deps, admins, 'faq.question', {
      title: `New question from ${input.name}`,
      body: `${input.question}\n\nReply to ${input.name} at ${input.email}.`,
      link: '/admin/pages?view=questions',
      data: { faq_question_id: row.id },
      values: { asker_name: input.name, asker_email: input.email, question: input.question },
    })
  } catch (error) {
    console.error('faq.question notification failed', error)
  }
  return toFaqQuestion(saved)
}

export const listFaqQuestions = async (deps: Deps, query: ListFaqQuestionsQuery) => {
  const { db } = deps
  const statements = listFaqQuestionsStatements(db, query)
  const [rows, [counted]] = await db.batch([statements.rows, statements.total])
  return { rows: rows.map(toFaqQuestion), total: counted?.total ?? 0 }
}

export const markFaqQuestion = async (
  deps: Deps,
  id: number,
  input: UpdateFaqQuestionInput,
): Promise<FaqQuestionResource> => {
  const { db } = deps
  const [, [row]] = await db.batch([
    db
      .update(faqQuestions)
      .set({ answeredAt: input.answered ? new Date().toISOString() : null })
      .where(eq(faqQuestions.id, id)),
    faqQuestionQuery(db, id),
  ])
  if (!row) throw notFound()
  return toFaqQuestion(row)
}
