/*
 * The content tables' refinements (issue 36): what their CHECK constraints allow, the staff
 * roster's never-null columns and the shapes the wiki's JSON functions answer with. Merged into
 * `Database` by database.ts.
 */

/** The languages a content row can be in (every row carries one). */
export type ContentLang = 'en' | 'sv';
export type RuleSeverity = 'critical' | 'warning' | 'normal';
/** A staff member's rank on the staff page (not a role on the site). */
export type StaffRank = 'Owner' | 'Developer' | 'Moderator' | 'Helper' | 'Builder';
export type QuestDifficulty = 'Easy' | 'Medium' | 'Hard';
/** Wiki articles and news posts: drafts are seen by editors only. */
export type PublishStatus = 'draft' | 'published';
export type ContentRevisionAction = 'created' | 'updated' | 'deleted' | 'restored';

/** wiki_hub: each category with its first published articles. */
export interface WikiHubCategory {
  id: number;
  title: string;
  slug: string;
  icon: string;
  /** Published articles in the category, all of them. */
  article_count: number;
  articles: { title: string; slug: string }[];
}

/** search_wiki: the matching articles (titles first) and how many match, up to 1,000. */
export interface WikiSearchResult {
  total: number;
  rows: { title: string; slug: string; category: string }[];
}

type Lang = { lang: ContentLang };
type LangInsert = { lang?: ContentLang };
type Publishable = { status: PublishStatus };
type PublishableInsert = { status?: PublishStatus };

export type ContentRefinements = {
  public: {
    Tables: {
      rule_sections: { Row: Lang; Insert: LangInsert };
      rules: {
        Row: Lang & { severity: RuleSeverity };
        Insert: LangInsert & { severity?: RuleSeverity };
        Update: { severity?: RuleSeverity };
      };
      staff_members: {
        Row: Lang & { role: StaffRank };
        Insert: LangInsert & { role: StaffRank };
        Update: { role?: StaffRank };
      };
      wiki_categories: { Row: Lang; Insert: LangInsert };
      wiki_articles: {
        Row: Lang & Publishable;
        Insert: LangInsert & PublishableInsert;
        Update: PublishableInsert;
      };
      wiki_highlights: { Row: Lang; Insert: LangInsert };
      wiki_timeline: { Row: Lang; Insert: LangInsert };
      vote_sites: { Row: Lang; Insert: LangInsert };
      store_categories: { Row: Lang; Insert: LangInsert };
      guilds: { Row: Lang; Insert: LangInsert };
      quests: {
        Row: Lang & { difficulty: QuestDifficulty };
        Insert: LangInsert & { difficulty?: QuestDifficulty };
        Update: { difficulty?: QuestDifficulty };
      };
      achievements: { Row: Lang; Insert: LangInsert };
      landing_features: { Row: Lang; Insert: LangInsert };
      landing_facts: { Row: Lang; Insert: LangInsert };
      landing_texts: { Row: Lang; Insert: LangInsert };
      site_settings: { Row: Lang; Insert: LangInsert };
      news_posts: {
        Row: Lang & Publishable;
        Insert: LangInsert & PublishableInsert;
        Update: PublishableInsert;
      };
      content_revisions: { Row: Lang & { action: ContentRevisionAction } };
    };
    Views: {
      // A view's columns all read as nullable; every one here but the optional links is not.
      staff_roster: {
        Row: {
          id: number;
          lang: ContentLang;
          position: number;
          name: string;
          role: StaffRank;
          description: string;
          minecraft_username: string;
          playtime_hours: number;
          reports: number;
          bans: number;
          warnings: number;
        };
      };
    };
    Functions: {
      wiki_hub: { Returns: WikiHubCategory[] };
      search_wiki: { Returns: WikiSearchResult };
    };
  };
};
