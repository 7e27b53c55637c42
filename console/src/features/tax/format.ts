// How the tax helper shows its values: R$ from the server's decimal texts, quantities with every
// decimal, São Paulo times, and the names of kinds and venues.
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const SP = 'America/Sao_Paulo';

/** "3584.40" -> "R$ 3.584,40". */
export const money = (text: string) => brl.format(Number(text));
/** "0.05" -> "0,05" (all the decimals typed). */
export const qty = (text: string) => {
  const [int = '0', dec] = text.split('.');
  return `${Number(int).toLocaleString('pt-BR')}${dec ? `,${dec}` : ''}`;
};
export const dateTime = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: SP, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
export const day = (iso: string) => iso.split('-').reverse().join('/');

/** An instant as the form's datetime-local value, in São Paulo (UTC-3 all year since 2019). */
export const localInput = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 16);

export const KIND_LABEL = { buy: 'Compra', sell: 'Venda', swap: 'Troca (swap)', transfer_in: 'Transferência recebida', transfer_out: 'Transferência enviada' } as const;
export const VENUE_LABEL = { br_exchange: 'Corretora no Brasil', self_custody: 'Carteira própria', p2p: 'P2P', foreign_exchange: 'Corretora no exterior', defi: 'DeFi' } as const;
