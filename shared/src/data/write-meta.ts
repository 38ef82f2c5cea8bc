import type {} from '@tanstack/react-query';
import type { NoticeInput } from '../notices/notices';

/**
 * What a write (`useMutation`) tells the person, given as its `meta`; the site's query client
 * (createQueryClient) says it, so every write of every remote reads the same:
 *
 * ```ts
 * useMutation({
 *   mutationFn: saveSettings,
 *   meta: { success: 'Settings saved successfully!', failure: 'Failed to save settings.' },
 * });
 * ```
 */
export interface WriteMeta extends Record<string, unknown> {
  /**
   * A notice once the write succeeded. One that names what was written calls `notify` in its
   * `onSuccess` instead.
   */
  success?: NoticeInput;
  /**
   * A notice when it fails: the error as a sentence (`errorSentence`), this sentence when no rule
   * explains it. Leave it out where a form or dialog shows the failure beside its fields
   * (`errorSentence(mutation.error, …)` in a Banner), so what was typed stays in view.
   */
  failure?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
  }
}
