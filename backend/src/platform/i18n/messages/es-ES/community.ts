import type pt from '../pt-BR/community';

export default {
  'community.digest.subject': '{count, plural, =0 {# novedades en la comunidad - π Boost} one {Una novedad en la comunidad - π Boost} other {# novedades en la comunidad - π Boost}}',
  'community.digest.someone': 'Alguien',
  'community.digest.removedPerson': 'Persona eliminada',
  'community.digest.mention': '- {who} te mencionó en "{title}"',
  'community.digest.reply': '- {who} respondió en tu tema "{title}"',
  'community.digest.text':
    '¡Hola{hasName, select, yes {, {name}} other {}}!\n\n{count, plural, =0 {Tienes # novedades sin leer en la comunidad de π Boost:} one {Tienes # novedad sin leer en la comunidad de π Boost:} other {Tienes # novedades sin leer en la comunidad de π Boost:}}\n\n{items}\n\nAbre las conversaciones:\n{threads}\n\nTus notificaciones: {site}/community/notificacoes\n\n¿Ya no quieres recibir este resumen? Desactiva «Resumen diario de la comunidad por correo» en {site}/profile (pestaña Notificaciones).\n\nLas conversaciones de la comunidad no son recomendaciones de inversión.\n\nEquipo π Boost',
} satisfies Record<keyof typeof pt, string>;
