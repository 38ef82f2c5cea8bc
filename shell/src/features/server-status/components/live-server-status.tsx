import { ServerStatusBadge } from '@norsecraft/shared';
import { useServerStatus } from '../api/use-server-status';

/** The footer's status badge, kept fresh through the site's query cache. */
export function LiveServerStatus() {
  const status = useServerStatus();
  return <ServerStatusBadge status={status} />;
}
