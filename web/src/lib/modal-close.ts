/**
 * Spec 01 §5 ("Modal closing generally needs explicit close or cancel", M01-UI-04) and spec 02 §2
 * ("Editors block closing by escape or backdrop"): a modal closes only from its own Close, Cancel,
 * No or ×, never from Escape or a click beside it, so a stray key or click cannot lose what it
 * holds. The app theme makes this every Mantine Modal's default and lib/modals gives it to every
 * modal opened there. Kept free of imports so the theme can use it without pulling modal code
 * into the first download.
 */
export const EXPLICIT_CLOSE_ONLY = { closeOnEscape: false, closeOnClickOutside: false } as const
