import type { Context } from 'hono'

/** Only Cloudflare's own header is trusted; X-Forwarded-For is client-controlled. */
export const clientIp = (c: Context) => c.req.header('cf-connecting-ip') ?? 'local'
