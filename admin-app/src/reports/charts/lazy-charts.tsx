import { Box } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';

/** recharts is large: each chart loads on first use, in a chunk of its own, and its table is there meanwhile. */
function lazyChart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, height: number) {
  const Chart = lazy(load);
  return function LazyChart(props: P) {
    return (
      // The numbers are in the chart's table for screen readers; the drawing is for the eye only (no keyboard stops in it).
      <Box aria-hidden="true" sx={{ width: '100%', minHeight: height }}>
        {/* The box keeps the chart's room while it loads, so the tables below do not jump. */}
        <Suspense fallback={null}>
          <Chart {...props} />
        </Suspense>
      </Box>
    );
  };
}

export const ActivationChart = lazyChart(() => import('./activation-chart'), 300);
export const TopListChart = lazyChart(() => import('./top-list-chart'), 120);
export const ActivityChart = lazyChart(() => import('./activity-chart'), 260);
