import { useQuery } from '@tanstack/react-query';
import { newsPageQuery, newsPostQuery } from '../../../api/news';

export const useNewsPage = (page: number) => useQuery(newsPageQuery(page));
export const useNewsPost = (slug: string) => useQuery(newsPostQuery(slug));
