import type { Deps } from '../lib/deps'
import { invalid, notFound } from '../lib/errors'
import {
  emailTemplateQuery,
  emailTemplatesPageStatements,
  pushTemplateQuery,
  pushTemplatesPageStatements,
  updateEmailTemplateStatement,
  updatePushTemplateStatement,
} from './templates.queries'
import { toEmailTemplateResource, toPushTemplateResource } from './templates.resources'
import {
  unknownPlaceholderMessage,
  type ListTemplatesQuery,
  type UpdateEmailTemplateInput,
  type UpdatePushTemplateInput,
} from './templates.schemas'

/** The admin's email and push templates: list, read and edit by key (spec 02 §2, §3, §7). */

export const listEmailTemplates = async (deps: Deps, query: ListTemplatesQuery) => {
  const [rows, [count]] = await deps.db.batch(emailTemplatesPageStatements(deps.db, query))
  return { rows: rows.map(toEmailTemplateResource), total: count?.total ?? 0 }
}

export const listPushTemplates = async (deps: Deps, query: ListTemplatesQuery) => {
  const [rows, [count]] = await deps.db.batch(pushTemplatesPageStatements(deps.db, query))
  return { rows: rows.map(toPushTemplateResource), total: count?.total ?? 0 }
}

export const getEmailTemplate = async (deps: Deps, key: string) => {
  const [[row]] = await deps.db.batch([emailTemplateQuery(deps.db, key)])
  if (!row) throw notFound()
  return toEmailTemplateResource(row)
}

export const getPushTemplate = async (deps: Deps, key: string) => {
  const [[row]] = await deps.db.batch([pushTemplateQuery(deps.db, key)])
  if (!row) throw notFound()
  return toPushTemplateResource(row)
}

/** 422 naming each field that uses a placeholder the template does not offer. */
const assertKnownPlaceholders = (fields: Record<string, string>, available: string[]) => {
  const errors: Record<string, string[]> = {}
  for (const [field, text] of Object.entries(fields)) {
    const message = unknownPlaceholderMessage(text, available)
    if (message) errors[field] = [message]
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
}

export const updateEmailTemplate = async (
  deps: Deps,
  key: string,
  input: UpdateEmailTemplateInput,
) => {
  const { db } = deps
  const [[row]] = await db.batch([emailTemplateQuery(db, key)])
  if (!row) throw notFound()
  assertKnownPlaceholders({ subject: input.subject, body: input.body }, row.placeholders)
  const [updated] = await updateEmailTemplateStatement(db, key, input)
  if (!updated) throw notFound()
  return toEmailTemplateResource(updated)
}

export const updatePushTemplate = async (
  deps: Deps,
  key: string,
  input: UpdatePushTemplateInput,
) => {
  const { db } = deps
  const [[row]] = await db.batch([pushTemplateQuery(db, key)])
  if (!row) throw notFound()
  assertKnownPlaceholders(
    { subject: input.subject, notification: input.notification },
    row.placeholders,
  )
  const [updated] = await updatePushTemplateStatement(db, key, input)
  if (!updated) throw notFound()
  return toPushTemplateResource(updated)
}
