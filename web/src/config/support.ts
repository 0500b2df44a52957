/**
 * Where members write to support (ban appeals). The spec names no address; this one
 * is a placeholder the operators replace at build time with `VITE_SUPPORT_EMAIL`.
 */
export const SUPPORT_EMAIL: string =
  (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'support@bobine.example';
