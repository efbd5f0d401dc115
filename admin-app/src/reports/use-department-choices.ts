import type { ReportResponse } from '@khru/contracts';
import { useEffect, useMemo, useState } from 'react';

/** The departments an answer names: its rows' people, and its groups when they are departments. */
export function departmentsIn(answer: ReportResponse | undefined): string[] {
  if (!answer) return [];
  const rows = (answer.data as readonly { department?: string }[]).map((row) => row.department ?? '');
  const groups = 'groups' in answer && answer.dimension === 'DEPARTMENT' ? answer.groups.map((group) => group.key) : [];
  return [...rows, ...groups].filter(Boolean);
}

/**
 * The departments to offer in the filter: every one the organisation's answers have named so far. They come
 * from the reports themselves, so the same works for a platform admin (who has no employee list of their own)
 * and for the organisation's staff; a department not seen yet can still be typed.
 */
export function useDepartmentChoices(organisation: string, answer: ReportResponse | undefined): string[] {
  const [seen, setSeen] = useState<Record<string, readonly string[]>>({});
  useEffect(() => {
    const found = departmentsIn(answer);
    setSeen((known) => {
      const before = known[organisation] ?? [];
      const added = found.filter((department) => !before.includes(department));
      return added.length === 0 ? known : { ...known, [organisation]: [...before, ...new Set(added)] };
    });
  }, [organisation, answer]);
  return useMemo(() => [...(seen[organisation] ?? [])].sort((a, b) => a.localeCompare(b, ['th', 'en'])), [seen, organisation]);
}
