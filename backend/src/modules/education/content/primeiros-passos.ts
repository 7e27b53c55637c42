// The free track "Primeiros passos em cripto e segurança" (issue 23): nine lessons for a beginner,
// from what Bitcoin is to a checklist of safe first steps. One file per lesson in primeiros-passos/.
import { analises } from './primeiros-passos/analises';
import { bitcoin } from './primeiros-passos/bitcoin';
import { carteiras } from './primeiros-passos/carteiras';
import { checklist } from './primeiros-passos/checklist';
import { corretoras } from './primeiros-passos/corretoras';
import { golpes } from './primeiros-passos/golpes';
import { impostos } from './primeiros-passos/impostos';
import { stablecoins } from './primeiros-passos/stablecoins';
import { volatilidade } from './primeiros-passos/volatilidade';
import type { TrackContent } from './types';

export const primeirosPassos: TrackContent = {
  id: 'primeiros-passos',
  title: 'Primeiros passos em cripto e segurança',
  summary: 'Do que é o Bitcoin a um plano seguro para começar: carteiras, corretoras, golpes, stablecoins, risco, impostos e como ler as análises da IA.',
  access: 'free',
  skills: [
    { id: 'entender-bitcoin-e-blockchain', name: 'Explicar o que são o Bitcoin e a blockchain' },
    { id: 'distinguir-carteiras', name: 'Distinguir os tipos de carteira' },
    { id: 'guardar-frase-de-recuperacao', name: 'Guardar a frase de recuperação com segurança' },
    { id: 'avaliar-custodia', name: 'Decidir entre deixar na corretora e a autocustódia' },
    { id: 'conhecer-regras-do-banco-central', name: 'Saber o que as regras do Banco Central mudaram para as corretoras' },
    { id: 'reconhecer-golpes', name: 'Reconhecer os golpes mais comuns com cripto' },
    { id: 'proteger-contas', name: 'Proteger contas, celular e número de telefone' },
    { id: 'entender-stablecoins', name: 'Entender o que são as stablecoins e seus riscos' },
    { id: 'entender-volatilidade', name: 'Entender a volatilidade e o risco de perda' },
    { id: 'dimensionar-posicao', name: 'Definir o tamanho de uma posição pelo risco' },
    { id: 'apurar-imposto-mensal', name: 'Saber quando as vendas de cripto do mês pagam imposto' },
    { id: 'conhecer-obrigacoes-fiscais', name: 'Conhecer o DARF e a DeCripto' },
    { id: 'ler-analises-da-ia', name: 'Ler as análises e as chamadas da IA com senso crítico' },
    { id: 'ler-historico-de-chamadas', name: 'Interpretar o histórico auditável das chamadas' },
    { id: 'planejar-primeiros-passos', name: 'Planejar os primeiros passos com segurança' },
  ],
  lessons: [bitcoin, carteiras, corretoras, golpes, stablecoins, volatilidade, impostos, analises, checklist],
};
