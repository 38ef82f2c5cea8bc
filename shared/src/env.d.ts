/// <reference types="@rsbuild/core/types" />
// Build-time variables that Rsbuild inlines (only PUBLIC_* ones reach the browser).
declare namespace NodeJS {
  interface ProcessEnv {
    readonly PUBLIC_SUPABASE_URL?: string;
    readonly PUBLIC_SUPABASE_ANON_KEY?: string;
    readonly PUBLIC_CAPTCHA_SITE_KEY?: string;
  }
}
