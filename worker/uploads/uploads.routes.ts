import { Hono } from 'hono'
import { z } from 'zod'
import { anyone, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { validate } from '../lib/validate'
import { fileBodyLimit, imageBodyLimit } from './upload-limits'
import { deleteUploadInput, uploadFileForm, uploadImageInput } from './uploads.schemas'
import { deleteUpload, uploadFile, uploadImage } from './uploads.service'
import { serveFile } from './serve-file'

const fileParam = z.object({ path: z.string().min(1).max(500) })

/**
 * Uploads to R2 with a D1 row as the source of truth. Files are checked by their bytes, never
 * their names, and served with their stored type, a Content-Disposition and nosniff. Bodies are
 * held to the size settings before they are parsed (upload-limits.ts).
 */
export const uploadsRoutes = new Hono<AppEnv>()
  .post('/uploads', signedIn, fileBodyLimit, validate('form', uploadFileForm), async (c) =>
    c.json(item(await uploadFile(depsOf(c), c.req.valid('form'), c.var.uploadLimits)), 201),
  )
  .post('/uploads/img', signedIn, imageBodyLimit, validate('json', uploadImageInput), async (c) =>
    c.json(item(await uploadImage(depsOf(c), c.req.valid('json'), c.var.uploadLimits)), 201),
  )
  .delete('/uploads', signedIn, validate('json', deleteUploadInput), async (c) =>
    c.json(item(await deleteUpload(depsOf(c), c.req.valid('json')))),
  )
  .get('/files/:path{.+}', anyone, validate('param', fileParam), async (c) =>
    serveFile(depsOf(c), c.req.valid('param').path, c.req.raw),
  )
