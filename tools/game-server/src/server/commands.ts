/** A command as a player typed it, without the slash: name (lower case, as Bukkit matches) and words. */
export interface TypedCommand {
  name: string;
  args: string[];
}

/** "link ABC123" (what the client sends for `/link ABC123`) → { name: 'link', args: ['ABC123'] }. */
export function parseCommand(line: string): TypedCommand | null {
  const [name, ...args] = line.trim().split(/\s+/);
  return name ? { name: name.toLowerCase(), args } : null;
}
