import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

export const SESSION_COOKIE = 'guildhall_session'
export const REMEMBER_DAYS = 30

const isLocal = (c: Context) => {
  const host = new URL(c.req.url).hostname
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
}

export const readSessionCookie = (c: Context) => getCookie(c, SESSION_COOKIE)

/** With remember_me a 30-day cookie; without it a browser-session cookie (no Max-Age). */
export const writeSessionCookie = (c: Context, token: string, remember: boolean) =>
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: !isLocal(c),
    ...(remember ? { maxAge: REMEMBER_DAYS * 24 * 60 * 60 } : {}),
  })

export const clearSessionCookie = (c: Context) =>
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: !isLocal(c) })
