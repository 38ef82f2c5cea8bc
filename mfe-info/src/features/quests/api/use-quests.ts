import { useQuery } from '@tanstack/react-query';
import { questsQuery } from './get-quests';

export const useQuests = () => useQuery(questsQuery);
