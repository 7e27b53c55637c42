import { DATA_CONTROLLER } from '@piboost/events/business';
import { LegalPage, type LegalSection } from '../../../components/layout/legal-page';

const SECTIONS: LegalSection[] = [
  { title: 'Não é recomendação de investimento', paragraphs: ['O conteúdo do π Boost é informativo e educativo. Não é oferta, recomendação ou consultoria de investimento.'] },
  { title: 'Riscos das criptomoedas', paragraphs: ['Criptoativos são voláteis e podem perder todo o valor. Invista apenas o que você pode perder.'] },
  { title: 'Conteúdo gerado por IA', paragraphs: ['Análises são produzidas com modelos de inteligência artificial e podem conter erros ou ficar desatualizadas.'] },
  { title: 'Resultados passados', paragraphs: ['Desempenho passado não garante resultados futuros. Taxas de acerto, quando publicadas, mostram o histórico medido, com método e período.'] },
  { title: 'Sem execução de ordens', paragraphs: ['O π Boost não compra, vende nem guarda criptoativos por você. Toda operação é feita por você, na plataforma que escolher.'] },
  { title: 'Não somos consultoria registrada', paragraphs: ['O π Boost não é instituição financeira nem consultoria de valores mobiliários registrada na CVM.'] },
  { title: 'Informações de terceiros', paragraphs: ['Cotações e notícias vêm de fontes de terceiros, que podem ter atrasos ou erros.'] },
  { title: 'Tributação', paragraphs: ['Ganhos com criptoativos podem ser tributados. Consulte um contador.'] },
  { title: 'Disponibilidade', paragraphs: ['Buscamos manter o serviço no ar, mas podem ocorrer interrupções para manutenção ou por falhas.'] },
  { title: 'Contato', paragraphs: [`Dúvidas: ${DATA_CONTROLLER.contactEmail}.`] },
];

export default function DisclaimerRoute() {
  return <LegalPage title="Aviso Legal" description="Aviso legal do π Boost: riscos, limites do conteúdo e ausência de recomendação de investimento." sections={SECTIONS} />;
}
