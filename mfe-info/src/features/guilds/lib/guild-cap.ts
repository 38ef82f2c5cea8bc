/** Members a guild may have (docs/product/info.md#guilds-quests-and-achievements). */
export const GUILD_MEMBER_CAP = 50;
