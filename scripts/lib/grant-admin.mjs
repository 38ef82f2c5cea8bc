/* global URLSearchParams */
// The first admin of a fresh database: migrations create no account and no admin, and only an
// admin can make another one, so an operator gives the role once with the service role key
// (README "The first admin"). The database's audit log records it as the service role's grant.

/**
 * Gives the account with `email` the admin role (nothing changes when it already has it).
 * @param {{ url: string, serviceRoleKey: string, email: string }} options
 * @returns {Promise<{ userId: string, alreadyAdmin: boolean }>}
 */
export async function grantAdmin({ url, serviceRoleKey, email }) {
  const headers = {
    apikey: serviceRoleKey,
    authorization: `Bearer ${serviceRoleKey}`,
    'content-type': 'application/json',
  };
  const read = async (path) => {
    const response = await fetch(`${url}/rest/v1/${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const address = email.trim();
  const [user] = await read(
    `users?${new URLSearchParams({ select: 'id', email: `ilike.${address.replace(/[\\%_]/g, (c) => `\\${c}`)}` })}`,
  );
  if (!user) {
    throw new Error(`No account has the e-mail ${address}: sign up on the site first.`);
  }
  const [role] = await read('roles?select=id&name=eq.admin');
  const held = await read(`user_roles?select=user_id&user_id=eq.${user.id}&role_id=eq.${role.id}`);
  if (held.length > 0) return { userId: user.id, alreadyAdmin: true };
  const response = await fetch(`${url}/rest/v1/user_roles`, {
    method: 'POST',
    headers: { ...headers, prefer: 'return=minimal' },
    body: JSON.stringify({ user_id: user.id, role_id: role.id }),
  });
  if (!response.ok) throw new Error(`granting admin: ${response.status} ${await response.text()}`);
  return { userId: user.id, alreadyAdmin: false };
}
