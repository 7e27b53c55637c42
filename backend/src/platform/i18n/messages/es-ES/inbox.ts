import type pt from '../pt-BR/inbox';

export default {
  'inbox.reply.subject': 'Respuesta a tu mensaje ({reference})',
  'inbox.reply.text':
    '¡Hola{hasName, select, yes {, {name}} other {}}!\n\n{reply}\n\nReferencia: {reference}{hasSubject, select, yes { - "{subject}"} other {}}{hasMessage, select, yes {\n\nTu mensaje:\n{quoted}} other {}}\n\nPara continuar la conversación, responde a este correo (escribe encima de esta línea).\n\nEquipo π Boost\n{team}',
  'inbox.survey.subject': '¿Cómo valoras la atención recibida? ({reference})',
  'inbox.survey.score': '{score} - {score, select, 1 {Muy mala} 2 {Mala} 3 {Regular} 4 {Buena} other {Excelente}}: {url}',
  'inbox.survey.text':
    '¡Hola{hasName, select, yes {, {name}} other {}}!\n\nTu solicitud {reference} se ha cerrado. ¿Cómo valoras la atención recibida?\n\n{links}\n\nSolo tienes que hacer clic en la nota (una vez; los enlaces valen durante {days, plural, =0 {# días} one {# día} other {# días}}). Si el problema continúa, responde a esta solicitud en Mis solicitudes.\n\nPara dejar de recibir avisos por correo, desactiva «Notificaciones por correo» en tu perfil.\n\nEquipo π Boost\n{team}',
  'inbox.newsletter.subject': 'Confirma tu suscripción al boletín de π Boost',
  'inbox.newsletter.text':
    '¡Hola!\n\nPara recibir el boletín de π Boost, confirma tu correo en este enlace:\n\n{link}\n\nSi no pediste la suscripción, ignora este mensaje: sin la confirmación, no se enviará nada.\n\nPara cancelar la suscripción en cualquier momento, usa este enlace:\n{cancel}\n\nEquipo π Boost\n{team}',
} satisfies Record<keyof typeof pt, string>;
