// The help centre, FAQ and legal texts (issue 15 item 3): the console's pages show them and the
// support assistant (backend modules/assistant) answers from them - one copy, imported by both.
import { ANNUAL_DISCOUNT_PERCENT, AUTH_RULES, DATA_CONTROLLER, GUARANTEE_DAYS, INVOICE_EXPIRY_MINUTES, LAUNCH_OFFER, TRIAL_DAYS, TRIALS_PER_CPF } from './business';

export interface FaqItem {
  question: string;
  answer: string;
}
export interface FaqGroup {
  title: string;
  items: FaqItem[];
}
export interface LegalSection {
  title: string;
  paragraphs: string[];
}

/** Features whose copy changes once they launch (the console's feature list decides; the server passes its own). */
export interface TextFlags {
  reports: boolean;
}

/** The help centre's questions (/help). */
export function helpFaq(flags: TextFlags): FaqGroup[] {
  return [
  {
    title: 'Primeiros Passos',
    items: [
      { question: 'Como crio minha conta?', answer: 'Clique em Registrar, informe e-mail e senha, confirme o código enviado ao seu e-mail e complete o cadastro com nome e CPF.' },
      { question: 'Por que vocês pedem meu CPF?', answer: 'Para garantir uma conta e um teste grátis por pessoa. O CPF é guardado criptografado e nunca aparece completo para outras pessoas.' },
      {
        question: `Como ativo o teste grátis de ${TRIAL_DAYS} dias?`,
        answer: 'Depois do cadastro, responda à pesquisa de perfil de investidor: o Premium é ativado na hora.',
      },
    ],
  },
  {
    title: 'Recursos da Plataforma',
    items: [
      { question: 'O que a IA faz?', answer: 'Escreve análises do mercado de cripto e alertas priorizados. Ela não compra nem vende nada por você.' },
      { question: 'Como ganho XP?', answer: 'Visitando o painel, lendo análises, mantendo sua sequência diária e concluindo desafios. Há limites diários para manter o jogo justo.' },
      {
        question: 'Posso exportar relatórios?',
        answer: flags.reports
          ? 'Sim, nos planos Professional e Elite, em PDF, Excel ou CSV.'
          : 'Em breve, nos planos Professional e Elite, em PDF, Excel ou CSV.',
      },
    ],
  },
  {
    title: 'Problemas Técnicos',
    items: [
      { question: 'Não recebi o código por e-mail.', answer: 'Confira a caixa de spam e aguarde alguns minutos; depois do tempo indicado você pode pedir um novo código.' },
      { question: 'Fui desconectado sozinho.', answer: 'Por segurança a sessão expira. Entre de novo; se marcou "lembrar de mim", isso acontece menos.' },
      { question: 'A página não carrega.', answer: 'Recarregue a página. Se continuar, abra um chamado no suporte com o endereço da página e o horário.' },
    ],
  },
  ];
}

/** The pricing page's questions (/pricing). */
export const PRICING_FAQ: FaqGroup[] = [
  {
    title: 'Pagamentos e preços',
    items: [
      { question: 'Quais formas de pagamento são aceitas?', answer: 'Bitcoin (on-chain), Lightning e PIX. Cartão de crédito chega em breve.' },
      {
        question: 'Por que os preços estão em dólar?',
        answer: `A referência é em US$; no checkout o valor é convertido para reais (PIX) ou bitcoin pela cotação do momento, travada por ${INVOICE_EXPIRY_MINUTES} minutos.`,
      },
      {
        question: 'Como funciona o desconto de lançamento?',
        answer: `Os ${LAUNCH_OFFER.months} primeiros meses custam ${LAUNCH_OFFER.discountPercent}% menos; depois vale o preço de tabela. No plano anual, o desconto é de ${ANNUAL_DISCOUNT_PERCENT}% sobre a tabela.`,
      },
    ],
  },
  {
    title: 'Cancelamento e reembolso',
    items: [
      { question: 'Posso cancelar a qualquer momento?', answer: 'Sim, pelo seu perfil. O acesso continua até o fim do período já pago.' },
      {
        question: 'Existe garantia?',
        answer: `Sim: ${GUARANTEE_DAYS} dias de garantia. Se você se arrepender dentro desse prazo, devolvemos o valor pago (direito de arrependimento do Código de Defesa do Consumidor).`,
      },
    ],
  },
  {
    title: 'Planos',
    items: [
      { question: 'Posso mudar de plano?', answer: 'Sim. Ao subir de plano, o novo período começa quando o pagamento é confirmado.' },
      { question: 'O Freemium é grátis para sempre?', answer: 'Sim. O Freemium não tem custo e não pede cartão.' },
    ],
  },
  {
    title: 'Teste grátis',
    items: [
      {
        question: `Como ativo o teste de ${TRIAL_DAYS} dias?`,
        answer: `Crie sua conta, complete o cadastro e responda à pesquisa de perfil de investidor: o Premium fica ativo por ${TRIAL_DAYS} dias.`,
      },
      { question: 'Preciso de cartão de crédito?', answer: 'Não. O teste não pede nenhum meio de pagamento.' },
      { question: 'Posso fazer mais de um teste?', answer: `Não: ${TRIALS_PER_CPF === 1 ? 'um teste' : `${TRIALS_PER_CPF} testes`} por CPF.` },
    ],
  },
];

/** /terms. */
export const TERMS_SECTIONS: LegalSection[] = [
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

/** /privacy. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  { title: 'Quem somos', paragraphs: [`${DATA_CONTROLLER.name} é a controladora dos dados pessoais tratados no π Boost.`] },
  {
    title: 'Dados que coletamos',
    paragraphs: ['Nome, e-mail, CPF, senha (guardada apenas como hash), dados opcionais de perfil (data de nascimento, telefone, endereço), respostas da pesquisa de perfil, atividade na plataforma e mensagens enviadas pelos formulários.'],
  },
  { title: 'Para que usamos', paragraphs: ['Para criar e proteger sua conta, prestar o serviço contratado, responder seus contatos, calcular XP e rankings e cumprir obrigações legais.'] },
  { title: 'Bases legais', paragraphs: ['Execução de contrato, cumprimento de obrigação legal, legítimo interesse (segurança e prevenção a fraudes) e consentimento (comunicações de marketing e cookies não essenciais).'] },
  { title: 'Compartilhamento', paragraphs: ['Compartilhamos dados apenas com fornecedores necessários ao serviço (hospedagem, e-mail, processadores de pagamento), sob contrato, e com autoridades quando a lei exigir. Não vendemos dados.'] },
  { title: 'Segurança', paragraphs: ['Dados pessoais são criptografados com uma chave própria de cada pessoa (AES-256). O CPF é guardado como hash com segredo do servidor, para impedir cadastros duplicados sem expô-lo.'] },
  { title: 'Retenção', paragraphs: ['Guardamos os dados enquanto sua conta existir. Contas inativas por 2 anos podem ser excluídas. Registros exigidos por lei são mantidos pelo prazo legal.'] },
  { title: 'Seus direitos', paragraphs: ['Você pode confirmar o tratamento, acessar, corrigir, exportar (JSON) e excluir seus dados, e revogar consentimentos, pelo seu perfil ou pelo e-mail do encarregado. Respondemos em até 30 dias.'] },
  { title: 'Exclusão', paragraphs: ['Ao excluir a conta, destruímos a chave que protege seus dados: eles se tornam ilegíveis em todos os lugares, inclusive em cópias de segurança.'] },
  { title: 'Cookies', paragraphs: ['Usamos cookies conforme a nossa Política de Cookies.'] },
  { title: 'Encarregado (DPO) e contato', paragraphs: [`Fale com o encarregado de proteção de dados pelo e-mail ${DATA_CONTROLLER.privacyEmail}.`] },
];

/** /cookies. */
export const COOKIES_SECTIONS: LegalSection[] = [
  { title: 'O que são cookies', paragraphs: ['Cookies e armazenamento local são pequenos dados guardados no seu navegador para lembrar escolhas e manter você conectado.'] },
  { title: 'Cookies essenciais', paragraphs: ['auth_token: mantém sua sessão com segurança. Sem ele, o login não funciona. Retenção de 1 a 2 anos, conforme a opção "lembrar de mim".'] },
  { title: 'Cookies de preferências', paragraphs: ['theme_preference, language, trading_preferences e notification_settings: lembram tema, idioma, preferências de mercado e notificações.'] },
  { title: 'Cookies de medição', paragraphs: ['Medem o uso das páginas para melhorarmos o produto, só com o seu consentimento. Retenção de até 2 anos.'] },
  { title: 'Cookies de marketing', paragraphs: ['Usados apenas com consentimento, por até 1 ano.'] },
  { title: 'Sua escolha', paragraphs: ['No primeiro acesso você pode aceitar ou recusar cookies não essenciais. A escolha fica guardada no navegador; para mudá-la, limpe os dados do site.'] },
  { title: 'Cookies de terceiros', paragraphs: ['O login com Google pode definir cookies do próprio Google, regidos pela política dele.'] },
  { title: 'Contato', paragraphs: [`Dúvidas sobre cookies: ${DATA_CONTROLLER.privacyEmail}.`] },
];

/** /disclaimer. */
export const DISCLAIMER_SECTIONS: LegalSection[] = [
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
