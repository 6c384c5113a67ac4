// GET /api/insights/stock: the owner's stock insight, read by the dashboard for administrators. It moves with every
// change to a car, so it is refreshed with the car list.
import type { StockInsight } from '@forecourt/contracts/audit';
import { api } from './api.ts';

export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    stockInsight: build.query<StockInsight, void>({
      query: () => '/insights/stock',
      providesTags: [{ type: 'Car', id: 'LIST' }],
    }),
  }),
});

export const { useStockInsightQuery } = insightsApi;
