import { useQuery } from '@tanstack/react-query';
import { latestNewsQuery } from '../../../api/news';
import { landingQuery } from './get-landing';

export const useLanding = () => useQuery(landingQuery);
export const useLatestNews = () => useQuery(latestNewsQuery);
