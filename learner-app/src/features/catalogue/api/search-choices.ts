import type { ChoiceSearchResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const searchChoices = () => api<ChoiceSearchResponse>('cmsapi/choice/search', { method: 'POST', body: '{}' });

export const useChoices = () => useQuery({ queryKey: catalogueKeys.choices(), queryFn: searchChoices });
