import type pt from '../pt-BR/ui';

export default {
  'ui.field.optional': '(opcional)',
  'ui.form.unknownError': 'Error desconocido',
  'ui.api.network': 'Error de conexión. Comprueba tu conexión a internet e inténtalo de nuevo.',
  'ui.api.invalidResponse': 'Respuesta inesperada del servidor. Inténtalo de nuevo.',
  'ui.api.unexpected': 'Error inesperado. Inténtalo de nuevo.',
  'ui.cancelLink.checking': 'Comprobando el enlace...',
  'ui.cancelLink.cancelling': 'Cancelando...',
  'ui.backHome': 'Volver al inicio',
  'ui.legal.backHome': '← Volver al inicio',
  'ui.legal.updated': 'Última actualización: {date}',
  'ui.legal.portuguesePrevails': 'Esta es una traducción de la versión en portugués; en caso de duda, prevalece la versión en portugués.',
  'ui.table.actions': 'Acciones',
  'ui.toast.close': 'Cerrar aviso',
  'ui.comingSoon': 'próximamente',
  'ui.routeError.title': '¡Vaya! Algo ha salido mal.',
  'ui.routeError.text': 'No se ha podido mostrar esta página.',
  'ui.routeError.retry': 'Intentar de nuevo',
  'ui.aiContentNote': 'Escrito en portugués por nuestra IA; se muestra tal como fue escrito.',
} satisfies Record<keyof typeof pt, string>;
