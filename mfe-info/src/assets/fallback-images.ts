/*
 * Fallback images inlined as data URLs: they must show exactly when an outside host fails, so
 * they cannot depend on another request, and a data URL needs no asset loader in the federated
 * build or in jest.
 */

/** 8×8 generic head, shown when the avatar service fails for a staff member or builder. */
export const FALLBACK_HEAD_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAPklEQVR42mNYtWrLf3yYAURU+KlhxWAFIMaDNU1YMUiOAcQAAZuoE3AJZD4DLt0wzAAzCtkqZD6KAnRMlAIAK0SoU3KVNCwAAAAASUVORK5CYII=';
