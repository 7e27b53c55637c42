import { DATA_CONTROLLER } from '@piboost/events/business';
import { LegalPage, type LegalSection } from '../../../components/layout/legal-page';

const SECTIONS: LegalSection[] = [
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

export default function PrivacyRoute() {
  return <LegalPage title="Política de Privacidade" description="Como o π Boost trata seus dados pessoais, conforme a LGPD." sections={SECTIONS} />;
}
