/** Gives the account with `email` the admin role (nothing changes when it already has it). */
export function grantAdmin(options: {
  url: string;
  serviceRoleKey: string;
  email: string;
}): Promise<{ userId: string; alreadyAdmin: boolean }>;
