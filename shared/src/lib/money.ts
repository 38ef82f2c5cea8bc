// Money lives with the Edge Functions, which deploy only what is under supabase/functions (the
// chat notice writes amounts as the site does); the site takes it from there (docs/decisions.md,
// "One source for the functions' rules").
export * from '../../../supabase/functions/_shared/money.ts';
