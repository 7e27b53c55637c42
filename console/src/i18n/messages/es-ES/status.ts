import type pt from '../pt-BR/status';

export default {
  'status.meta.title': 'Estado de la plataforma',
  'status.meta.description': 'Salud de los servicios de π Boost.',
  'status.page.title': 'Estado de la plataforma',
  'status.page.services': 'Servicios',
  'status.page.ok': 'OK',
  'status.page.failed': 'Fallo',
  'status.page.details': 'Colas, trabajos fallidos, proyecciones y reconstrucciones: <link>abrir el estado detallado en el back office</link>.',
  'status.services.eventStore': 'Event store',
  'status.services.database': 'Base de datos',
  'status.services.queue': 'Cola de trabajos',
  'status.services.projections': 'Proyecciones (read models)',
  'status.services.readReplica': 'Réplica de lectura',
  'status.page.replicaLag': 'Retraso: {seconds, number} s, {bytes, number} bytes de WAL{paused, select, yes { (replay en pausa)} other {}}',
  'status.platform.checking': 'Comprobando la plataforma…',
  'status.platform.operational': 'Plataforma operativa',
  'status.platform.degraded': 'Plataforma con inestabilidad',
  'status.platform.unavailable': 'Plataforma no disponible en este momento',
} satisfies Record<keyof typeof pt, string>;
