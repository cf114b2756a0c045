// The worker is bundled by Vite, which replaces import.meta.env.DEV (true only under `vite dev`).
interface ImportMeta {
  readonly env?: { readonly DEV?: boolean }
}
