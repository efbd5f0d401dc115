import type { MyTestItem } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { testKeys } from './test-keys';

/** The final tests of the courses the learner holds, each with where the learner stands. */
export const listMyTests = () => api<MyTestItem[]>('testapi/tests');

export const useMyTests = () => useQuery({ queryKey: testKeys.mine(), queryFn: listMyTests, staleTime: 0 });
