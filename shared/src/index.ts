export * from './config/site';
export * from './lib/money';
export * from './lib/supabase';
