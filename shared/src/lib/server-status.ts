// The server-status function's answer lives with the function, which deploys only what is under
// supabase/functions; the site reads the same type from there (docs/decisions.md, "One source for
// the functions' rules").
export * from '../../../supabase/functions/_shared/server-status.ts';
