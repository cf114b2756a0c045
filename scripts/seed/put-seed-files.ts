/**
 * Puts the seed's files (forum attachments, event and discussion pictures) into the local R2
 * bucket, so their `uploads` rows serve real bytes. The seed itself is SQL only; serve.ts calls
 * this right after applying it:
 *   putSeedFiles(state)   or, by hand:   node --experimental-strip-types scripts/seed/put-seed-files.ts DIR
 * One local runtime puts them all (wrangler's CLI would start a process of ~2 s per file).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import { eventPictureFiles } from './events.ts'
import { threadPictureFiles } from './forum.ts'
import { advertFiles } from './adverts.ts'
import { seedFiles } from './forum-files.ts'
import { pageFiles } from './pages.ts'
import { postFiles } from './posts.ts'
import { promotionFiles } from './promotions.ts'
import { siteSettingFiles } from './site-settings.ts'

const BUCKET = 'guildhall-uploads'

export const allSeedFiles = () => [
  ...seedFiles(),
  ...eventPictureFiles(),
  ...threadPictureFiles(),
  ...postFiles(),
  ...promotionFiles(),
  ...advertFiles(),
  ...siteSettingFiles(),
  ...pageFiles(),
]

export const putSeedFiles = async (state: string) => {
  // A configuration with the bucket alone: the app's own names Durable Objects this needs not start.
  const dir = mkdtempSync(join(tmpdir(), 'guildhall-seed-'))
  const config = join(dir, 'wrangler.json')
  writeFileSync(
    config,
    JSON.stringify({
      name: 'guildhall-seed',
      compatibility_date: '2026-10-23',
      r2_buckets: [{ binding: 'UPLOADS', bucket_name: BUCKET }],
    }),
  )
  // wrangler's --persist-to DIR keeps its data under DIR/v3.
  const proxy = await getPlatformProxy<{ UPLOADS: R2Bucket }>({
    configPath: config,
    persist: { path: join(resolve(state), 'v3') },
  })
  try {
    for (const file of allSeedFiles())
      await proxy.env.UPLOADS.put(file.path, file.bytes, {
        httpMetadata: { contentType: file.mime },
      })
  } finally {
    await proxy.dispose()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await putSeedFiles(process.argv[2] ?? '.wrangler/state')
