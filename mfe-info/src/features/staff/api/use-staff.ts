import { useQuery } from '@tanstack/react-query';
import { staffQuery } from './get-staff';

export const useStaff = () => useQuery(staffQuery);
