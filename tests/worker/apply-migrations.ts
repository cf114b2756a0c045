import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

// Storage is isolated per test file; migrations are idempotent, so every file starts migrated.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
