// The Premium track "Análise técnica e on-chain para o dia a dia" (issue 23): six lessons, one file
// each in analise-tecnica/. Every id carries the `at-` prefix so that none collides with another
// track's. People without Premium see the titles and summaries as a preview.
import { candles } from './analise-tecnica/candles';
import { mediasRsi } from './analise-tecnica/medias-rsi';
import { onChain } from './analise-tecnica/on-chain';
import { rotinaRisco } from './analise-tecnica/rotina-risco';
import { suporteResistencia } from './analise-tecnica/suporte-resistencia';
import { volumeLiquidez } from './analise-tecnica/volume-liquidez';
import type { TrackContent } from './types';

export const analiseTecnica: TrackContent = {
  id: 'analise-tecnica',
  title: 'Análise técnica e on-chain para o dia a dia',
  summary: 'Candles, suporte e resistência, médias móveis, RSI, volume, dados on-chain do Bitcoin e uma rotina de análise com gestão de risco, sempre com os limites de cada ferramenta.',
  access: 'premium',
  skills: [
    { id: 'at-ler-candles', name: 'Ler um candle: abertura, máxima, mínima e fechamento' },
    { id: 'at-tempos-graficos', name: 'Escolher e comparar tempos gráficos' },
    { id: 'at-tendencia', name: 'Reconhecer a tendência pelos topos e fundos' },
    { id: 'at-suporte-resistencia', name: 'Marcar zonas de suporte e resistência sem tratá-las como certeza' },
    { id: 'at-medias-moveis', name: 'Calcular e interpretar médias móveis' },
    { id: 'at-rsi', name: 'Interpretar o RSI e os seus limites' },
    { id: 'at-volume', name: 'Ler o volume e desconfiar de volume inflado' },
    { id: 'at-liquidez', name: 'Avaliar a liquidez pelo spread e pelo livro de ofertas' },
    { id: 'at-atividade-rede', name: 'Ler endereços ativos, fluxo para corretoras e hash rate' },
    { id: 'at-mvrv', name: 'Entender oferta em lucro e MVRV como conceitos' },
    { id: 'at-rotina-analise', name: 'Seguir uma rotina de análise com hipótese e ponto de invalidação' },
    { id: 'at-gestao-risco', name: 'Calcular o tamanho da posição pelo risco' },
  ],
  lessons: [candles, suporteResistencia, mediasRsi, volumeLiquidez, onChain, rotinaRisco],
};
