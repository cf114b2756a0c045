/**
 * Puts the seed's files (forum-files.ts) into the local R2 bucket, so their `uploads` rows serve
 * real bytes. The seed itself is SQL only; serve.ts calls this right after applying it:
 *   putSeedFiles(state)   or, by hand:   node --experimental-strip-types scripts/seed/put-seed-files.ts DIR
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedFiles } from './forum-files.ts'

const BUCKET = 'guildhall-uploads'

export const putSeedFiles = (state: string, env: NodeJS.ProcessEnv = process.env) => {
  const dir = mkdtempSync(join(tmpdir(), 'guildhall-seed-'))
  try {
    for (const file of seedFiles()) {
      const local = join(dir, file.path.replaceAll('/', '_'))
      writeFileSync(local, file.bytes)
      const args = [
        'r2',
        'object',
        'put',
        `${BUCKET}/${file.path}`,
        '--local',
        '--persist-to',
        state,
        '--config',
        'wrangler.toml',
        '--file',
        local,
        '--content-type',
        file.mime,
      ]
      const result = spawnSync('wrangler', args, { env, encoding: 'utf8' })
      if (result.status !== 0)
        throw new Error(`wrangler ${args.join(' ')} failed\n${result.stdout}\n${result.stderr}`)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  putSeedFiles(process.argv[2] ?? '.wrangler/state')
