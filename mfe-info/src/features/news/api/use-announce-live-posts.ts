import { loadSupabase } from '@norsecraft/shared';
import { useEffect } from 'react';
import type { NewsPost } from '../../../api/news';

/** A post that went live this recently may not have been told to the chat yet. */
const RECENT_MS = 60 * 60 * 1000;
let asked = false;

/**
 * A scheduled post goes live at its time with nobody there to tell the chat: the first visit to
 * the news after it asks the news-notify function, which posts every live post not yet told
 * (claimed in the database, so once each). Once per page load; never on the server.
 */
export function useAnnounceLivePosts(posts: readonly NewsPost[] | undefined) {
  useEffect(() => {
    if (asked || !posts) return;
    const now = Date.now();
    const recent = posts.some(
      (post) => post.published_at && now - Date.parse(post.published_at) < RECENT_MS,
    );
    if (!recent) return;
    asked = true;
    void loadSupabase()
      .then((client) => client.functions.invoke('news-notify', { body: {} }))
      .catch(() => {});
  }, [posts]);
}
