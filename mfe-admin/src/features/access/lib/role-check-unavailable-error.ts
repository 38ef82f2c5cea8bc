/** The server did not answer at all, so the role is unknown (not refused). */
export class RoleCheckUnavailableError extends Error {
  override name = 'RoleCheckUnavailableError';
}
