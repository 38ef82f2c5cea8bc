-- The wiki's search (search_wiki) reads the articles as their owner: under the caller's row-level
-- security its text match (`@@`, not leakproof) may not be checked inside the search index, so
-- every search read the whole table (query-plans.test.ts at 2,000 articles). The function keeps
-- to what the policy shows everyone — published articles, their title, address and category —
-- whoever calls it.
alter function public.search_wiki(text, text, integer) security definer;
