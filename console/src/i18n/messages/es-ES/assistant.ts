import type pt from '../pt-BR/assistant';

export default {
  'assistant.label': 'Chat con el Soporte IA',
  'assistant.log': 'Conversación con el Soporte IA',
  'assistant.intro':
    'Pregunta sobre planes, la prueba gratuita, pagos, tu cuenta o la plataforma. El asistente responde al momento, a partir del centro de ayuda, los planes y las páginas legales.',
  'assistant.aiNote': 'Escrito en portugués por nuestra IA; se muestra tal como fue escrito.',
  'assistant.you': 'Tú:',
  'assistant.writing': 'Escribiendo...',
  'assistant.simulated': 'Simulación local',
  'assistant.sources': 'Fuentes:',
  'assistant.unsure': 'El asistente no está seguro de esta respuesta. Si lo necesitas, pasa la conversación a nuestro equipo.',
  'assistant.failed.limit': 'El asistente ha alcanzado ahora el límite de uso del proveedor de IA. Vuelve a intentarlo en unos minutos o habla con nuestro equipo.',
  'assistant.failed.unavailable': 'El asistente no está disponible ahora. Habla con nuestro equipo o vuelve a intentarlo en un momento.',
  'assistant.failed.invalidResponse': 'El asistente no ha podido formular una respuesta. Habla con nuestro equipo o vuelve a intentarlo.',
  'assistant.failed.timeout': 'El asistente ha tardado demasiado en responder. Habla con nuestro equipo o vuelve a intentarlo.',
  'assistant.ask.label': 'Preguntar al Soporte IA',
  'assistant.ask.question': 'Tu pregunta',
  'assistant.ask.submit': 'Preguntar',
  'assistant.ask.busy': 'Espera...',
  'assistant.ask.empty': 'Escribe tu pregunta.',
  'assistant.ask.failed': 'No se pudo contactar con el asistente. Inténtalo de nuevo.',
  'assistant.human': 'Hablar con una persona',
  'assistant.restart': 'Nueva conversación',
  'assistant.handoff.sent': 'Conversación enviada a nuestro equipo: solicitud {ticket}. Te responderemos por correo electrónico.',
  'assistant.handoff.unsure':
    'No estoy seguro de esta respuesta, así que he pasado la conversación a nuestro equipo: solicitud {ticket}. Te responderemos por correo electrónico.',
  'assistant.handoff.failed': 'No se pudo enviar la conversación. Inténtalo de nuevo.',
  'assistant.contact.lead': 'Indica tu nombre y correo electrónico: el equipo recibe toda la conversación y responde por correo electrónico.',
  'assistant.contact.name': 'Nombre',
  'assistant.contact.email': 'Correo electrónico',
  'assistant.contact.submit': 'Enviar al equipo',
} satisfies Record<keyof typeof pt, string>;
