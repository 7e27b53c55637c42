// The help centre, FAQ and legal texts (issue 15 item 3): the console's pages show them and the
// support assistant (backend modules/assistant) answers from them - one copy, imported by both.
import { ANNUAL_DISCOUNT_PERCENT, AUTH_RULES, DATA_CONTROLLER, DATA_EXPORT_LINK_HOURS, GUARANTEE_DAYS, INVOICE_EXPIRY_MINUTES, LAUNCH_OFFER, TRIAL_DAYS, TRIALS_PER_CPF } from './business';

export interface FaqItem {
  /** Stable within its page: the assistant cites it and its evaluation set names it (`help/<id>`). */
  id: string;
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
      { id: 'criar-conta', question: 'Como crio minha conta?', answer: 'Clique em Registrar, informe e-mail e senha, confirme o código enviado ao seu e-mail e complete o cadastro com nome e CPF.' },
      { id: 'cpf', question: 'Por que vocês pedem meu CPF?', answer: 'Para garantir uma conta e um teste grátis por pessoa. O CPF é guardado criptografado e nunca aparece completo para outras pessoas.' },
      {
        id: 'teste-gratis', question: `Como ativo o teste grátis de ${TRIAL_DAYS} dias?`,
        answer: 'Depois do cadastro, responda à pesquisa de perfil de investidor: o Premium é ativado na hora.',
      },
    ],
  },
  {
    title: 'Recursos da Plataforma',
    items: [
      { id: 'ia', question: 'O que a IA faz?', answer: 'Escreve análises do mercado de cripto e alertas priorizados. Ela não compra nem vende nada por você.' },
      { id: 'xp', question: 'Como ganho XP?', answer: 'Visitando o painel, lendo análises, mantendo sua sequência diária e concluindo desafios. Há limites diários para manter o jogo justo.' },
      {
        id: 'exportar-relatorios', question: 'Posso exportar relatórios?',
        answer: flags.reports
          ? 'Sim, nos planos Professional e Elite, em PDF, Excel ou CSV.'
          : 'Em breve, nos planos Professional e Elite, em PDF, Excel ou CSV.',
      },
      {
        id: 'verificacao-duas-etapas',
        question: 'Como ativo a verificação em duas etapas (2FA)?',
        answer:
          'No seu perfil, aba Segurança, clique em "Ativar verificação em duas etapas", leia o QR code com um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password...) e digite o código de 6 dígitos. Guarde os dez códigos de recuperação mostrados: eles aparecem uma única vez.',
      },
      {
        id: 'copia-dos-dados',
        question: 'Como peço uma cópia dos meus dados (LGPD)?',
        answer: `No seu perfil, aba Privacidade, clique em "Exportar meus dados". Você recebe por e-mail um link para baixar todos os seus dados pessoais: um arquivo JSON e um documento para leitura. O link vale por ${DATA_EXPORT_LINK_HOURS} horas; depois, peça uma nova cópia.`,
      },
      {
        id: 'excluir-conta',
        question: 'Como excluo minha conta?',
        answer:
          'No seu perfil, aba Privacidade, em "Excluir minha conta": confirme com sua senha (ou com o e-mail, se você entra com o Google) e digite EXCLUIR. A exclusão é definitiva: seus dados pessoais ficam ilegíveis e você sai de todos os dispositivos.',
      },
    ],
  },
  {
    title: 'Problemas Técnicos',
    items: [
      { id: 'codigo-email', question: 'Não recebi o código por e-mail.', answer: 'Confira a caixa de spam e aguarde alguns minutos; depois do tempo indicado você pode pedir um novo código.' },
      { id: 'desconectado', question: 'Fui desconectado sozinho.', answer: 'Por segurança a sessão expira. Entre de novo; se marcou "lembrar de mim", isso acontece menos.' },
      {
        id: 'pix-nao-confirmado',
        question: 'Paguei com PIX e o pagamento não foi confirmado.',
        answer: `A confirmação do PIX costuma chegar em segundos e a página de pagamento se atualiza sozinha; seu plano é ativado assim que ele é confirmado. Um QR code PIX vale ${INVOICE_EXPIRY_MINUTES} minutos: depois disso o banco não aceita mais o pagamento e você gera uma nova cobrança no checkout. Se o valor saiu da sua conta e o plano não foi ativado, abra um chamado no suporte com o horário e o comprovante do PIX.`,
      },
      {
        id: 'perdi-autenticador',
        question: 'Perdi o celular com o aplicativo autenticador.',
        answer:
          'Na verificação em duas etapas, digite um dos seus códigos de recuperação no lugar do código do aplicativo: cada um entra uma vez. Depois, no perfil, aba Segurança, desative a verificação e ative de novo no aparelho novo. Sem códigos de recuperação, abra um chamado no suporte.',
      },
      {
        id: 'esqueci-senha',
        question: 'Esqueci minha senha.',
        answer: 'Na tela de login, clique em "Esqueceu a senha?" e informe o e-mail da conta: enviamos um link para criar uma nova senha. Já conectado, você troca a senha no perfil, aba Segurança.',
      },
      { id: 'pagina-nao-carrega', question: 'A página não carrega.', answer: 'Recarregue a página. Se continuar, abra um chamado no suporte com o endereço da página e o horário.' },
    ],
  },
  ];
}

/** The pricing page's questions (/pricing). */
export const PRICING_FAQ: FaqGroup[] = [
  {
    title: 'Pagamentos e preços',
    items: [
      { id: 'formas-de-pagamento', question: 'Quais formas de pagamento são aceitas?', answer: 'Bitcoin (on-chain), Lightning e PIX. Cartão de crédito chega em breve.' },
      {
        id: 'precos-em-dolar', question: 'Por que os preços estão em dólar?',
        answer: `A referência é em US$; no checkout o valor é convertido para reais (PIX) ou bitcoin pela cotação do momento, travada por ${INVOICE_EXPIRY_MINUTES} minutos.`,
      },
      {
        id: 'desconto-de-lancamento', question: 'Como funciona o desconto de lançamento?',
        answer: `Os ${LAUNCH_OFFER.months} primeiros meses custam ${LAUNCH_OFFER.discountPercent}% menos; depois vale o preço de tabela. No plano anual, o desconto é de ${ANNUAL_DISCOUNT_PERCENT}% sobre a tabela.`,
      },
    ],
  },
  {
    title: 'Cancelamento e reembolso',
    items: [
      { id: 'cancelar', question: 'Posso cancelar a qualquer momento?', answer: 'Sim, pelo seu perfil. O acesso continua até o fim do período já pago.' },
      {
        id: 'garantia', question: 'Existe garantia?',
        answer: `Sim: ${GUARANTEE_DAYS} dias de garantia. Se você se arrepender dentro desse prazo, devolvemos o valor pago (direito de arrependimento do Código de Defesa do Consumidor).`,
      },
    ],
  },
  {
    title: 'Planos',
    items: [
      { id: 'mudar-de-plano', question: 'Posso mudar de plano?', answer: 'Sim. Ao subir de plano, o novo período começa quando o pagamento é confirmado.' },
      { id: 'freemium', question: 'O Freemium é grátis para sempre?', answer: 'Sim. O Freemium não tem custo e não pede cartão.' },
    ],
  },
  {
    title: 'Teste grátis',
    items: [
      {
        id: 'ativar-teste', question: `Como ativo o teste de ${TRIAL_DAYS} dias?`,
        answer: `Crie sua conta, complete o cadastro e responda à pesquisa de perfil de investidor: o Premium fica ativo por ${TRIAL_DAYS} dias.`,
      },
      { id: 'cartao-no-teste', question: 'Preciso de cartão de crédito para o teste?', answer: 'Não. O teste não pede nenhum meio de pagamento.' },
      { id: 'mais-de-um-teste', question: 'Posso fazer mais de um teste?', answer: `Não: ${TRIALS_PER_CPF === 1 ? 'um teste' : `${TRIALS_PER_CPF} testes`} por CPF.` },
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
  { title: 'Seus direitos', paragraphs: ['Você pode confirmar o tratamento, acessar, corrigir, exportar (JSON) e excluir seus dados, e revogar consentimentos, pelo seu perfil ou pelo e-mail do encarregado. Respondemos em até 15 dias (LGPD, art. 19).'] },
  { title: 'Exclusão', paragraphs: ['Ao excluir a conta, destruímos a chave que protege seus dados: eles se tornam ilegíveis em todos os lugares, inclusive em cópias de segurança.'] },
  { title: 'Cookies', paragraphs: ['Usamos cookies conforme a nossa Política de Cookies.'] },
  { title: 'Encarregado (DPO) e contato', paragraphs: [`Fale com o encarregado de proteção de dados pelo e-mail ${DATA_CONTROLLER.privacyEmail}.`] },
];

/** /cookies. */
export const COOKIES_SECTIONS: LegalSection[] = [
  // Only what the server sets (backend/src/modules/identity: routes.ts, google.ts); the console sets none.
  { title: 'O que são cookies', paragraphs: ['Cookies são pequenos dados que o site guarda no seu navegador e recebe de volta a cada acesso. O π Boost usa apenas os cookies essenciais abaixo, todos inacessíveis a scripts (httpOnly) e enviados só ao próprio π Boost.'] },
  {
    title: 'Cookies essenciais da sessão',
    paragraphs: [
      'piboost_refresh: mantém você conectado com segurança. Com "lembrar de mim", dura 30 dias; sem essa opção, some ao fechar o navegador (e a sessão acaba em até 24 horas).',
      'piboost_device: reconhece este navegador ao entrar, para que tentativas de senha de outras pessoas sejam limitadas sem bloquear você. Dura 90 dias.',
    ],
  },
  {
    title: 'Cookies do login com Google',
    paragraphs: [
      'piboost_oauth_state: protege o retorno do login com Google contra falsificação. Dura 10 minutos.',
      'piboost_2fa: guarda o desafio da verificação em duas etapas entre o retorno do Google e o código que você digita. Some ao concluir o login ou ao fechar o navegador.',
    ],
  },
  { title: 'Sem cookies de preferências, medição ou marketing', paragraphs: ['Não usamos cookies de preferências, de medição nem de marketing, nossos ou de terceiros, nas páginas do π Boost.'] },
  {
    title: 'Armazenamento local',
    paragraphs: ['Algumas escolhas ficam no armazenamento local do navegador, que não é um cookie e não é enviado ao servidor: sua resposta ao aviso de cookies, se a oferta de teste Premium já foi vista, o dia do último login contado e se o cadastro foi completado.'],
  },
  { title: 'Sua escolha', paragraphs: ['Os cookies essenciais são necessários para entrar na conta e não podem ser recusados; sem eles, o login não funciona. Você pode apagá-los a qualquer momento limpando os dados do site no navegador, o que encerra a sessão.'] },
  { title: 'Cookies de terceiros', paragraphs: ['Ao escolher entrar com Google, a página do Google pode definir cookies do próprio Google, regidos pela política dele.'] },
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
