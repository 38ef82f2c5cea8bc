// The part of the Deno runtime the Edge Function entry points use, so they type-check with the
// rest of the workspace (tsc -p supabase/local). Deno itself ignores this file.
declare const Deno: {
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
};
