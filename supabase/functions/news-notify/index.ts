// Deno entry for hosted Supabase Edge Functions; the local stack imports handler.ts directly.
import handler from './handler.ts';

Deno.serve((req: Request) => handler(req, Deno.env.toObject()));
