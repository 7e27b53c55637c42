// The tools page's endpoints: what the DCA form may offer (coins and months with stored prices) and
// the simulation itself. The position size needs no server (@piboost/events/position-size).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DcaOptions, DcaSimulation } from '@piboost/backend/contract';
import { api } from '../../lib/api-client';
import { amountOf } from './format';

export type { DcaOptions, DcaSimulation };

export const useDcaOptions = () =>
  useQuery({ queryKey: ['tools', 'dca-options'], queryFn: ({ signal }) => api.get<{ success: true; data: DcaOptions }>('/tools/dca/options', { signal }).then((r) => r.data) });

export interface DcaForm {
  coinId: string;
  amountBrl: string;
  startMonth: string;
  /** Empty: up to the current month. */
  endMonth: string;
}

export function useDcaSimulation() {
  return useMutation({
    mutationFn: (form: DcaForm) => {
      const query = new URLSearchParams({ coinId: form.coinId, amountBrl: form.amountBrl.trim() ? String(amountOf(form.amountBrl)) : '', startMonth: form.startMonth, endMonth: form.endMonth });
      return api.get<{ success: true; data: DcaSimulation }>(`/tools/dca?${query}`).then((r) => r.data);
    },
  });
}
