import { useQuery } from '@tanstack/react-query';
import { voteSitesQuery } from './get-vote-sites';

export const useVoteSites = () => useQuery(voteSitesQuery);
