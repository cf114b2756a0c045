/**
 * The boot data's place in the HTML shell, shared by the worker that writes it
 * (spa-assets.ts) and the web app that reads it (web/src/lib/boot-data.ts).
 */

/** The id of the `<script type="application/json">` element in the shell's `<head>`. */
export const BOOT_DATA_ID = 'boot-data'

/** The API reads whose `data` rides in the shell, by the key it is stored under. */
export const BOOT_READS = { me: '/api/me', settings: '/api/settings' } as const
