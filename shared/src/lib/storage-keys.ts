/** Every localStorage key the site writes, in one place so sign-out can clear them. */
export const SESSION_STORAGE_KEY = 'norsecraft-auth-session';
export const USER_STORAGE_KEY = 'norsecraft-user';
export const THEME_MODE_STORAGE_KEY = 'norsecraft-theme-mode';
