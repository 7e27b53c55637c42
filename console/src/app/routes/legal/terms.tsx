import { AUTH_RULES, DATA_CONTROLLER, GUARANTEE_DAYS, TRIAL_DAYS, TRIALS_PER_CPF } from '@piboost/events/business';
import { LegalPage, type LegalSection } from '../../../components/layout/legal-page';

const SECTIONS: LegalSection[] = [
  {
    title: 'Aceitação dos termos',
    paragraphs: [`Ao criar uma conta ou usar o π Boost, você concorda com estes Termos de Uso, oferecidos por ${DATA_CONTROLLER.name}`],
  },
  {
    title: 'O serviço',
    paragraphs: [
      'O π Boost publica análises de mercado, conteúdo educativo, alertas e relatórios sobre criptomoedas, e oferece uma comunidade e recursos de gamificação.',
      'O π Boost não executa ordens de compra ou venda, não administra carteiras e não guarda recursos de usuários.',
    ],
  },
  {
    title: 'Cadastro e conta',
    paragraphs: [
      `Você precisa ter pelo menos ${AUTH_RULES.minimumAge} anos e informar um CPF válido. É permitida uma conta por CPF; o CPF é guardado como hash e em cópia criptografada.`,
      'Você é responsável por manter sua senha em sigilo e pelas atividades feitas na sua conta.',
    ],
  },
  {
    title: 'Planos, teste grátis e pagamentos',
    paragraphs: [
      `Os planos pagos podem ser testados gratuitamente por ${TRIAL_DAYS} dias, ${TRIALS_PER_CPF === 1 ? 'um teste' : `${TRIALS_PER_CPF} testes`} por CPF. Os pagamentos são feitos em Bitcoin, Lightning ou PIX.`,
      'Mudanças de preço são avisadas com pelo menos 30 dias de antecedência.',
    ],
  },
  {
    title: 'Cancelamento e reembolso',
    paragraphs: [`Você pode cancelar a qualquer momento. Dentro de ${GUARANTEE_DAYS} dias da contratação, devolvemos o valor pago (direito de arrependimento).`],
  },
  {
    title: 'Uso aceitável',
    paragraphs: ['Não é permitido copiar ou revender o conteúdo, tentar acessar contas de outras pessoas, automatizar acessos abusivos ou publicar conteúdo ilegal na comunidade.'],
  },
  {
    title: 'Propriedade intelectual',
    paragraphs: ['Marcas, textos, análises e software do π Boost pertencem à empresa ou a seus licenciantes.'],
  },
  {
    title: 'Limitação de responsabilidade',
    paragraphs: [
      'As análises não são recomendação de investimento. Nossa responsabilidade fica limitada ao valor pago por você nos últimos 12 meses.',
      'Contas inativas por mais de 2 anos podem ser encerradas, com aviso prévio por e-mail.',
    ],
  },
  {
    title: 'Lei aplicável e contato',
    paragraphs: [`Estes termos seguem a lei brasileira. Dúvidas: ${DATA_CONTROLLER.contactEmail}.`],
  },
];

export default function TermsRoute() {
  return <LegalPage title="Termos de Uso" description="Termos de Uso da plataforma π Boost." sections={SECTIONS} />;
}
