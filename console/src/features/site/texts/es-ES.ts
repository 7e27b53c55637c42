// The help centre, FAQ and legal texts in Spain Spanish (issue 26): a translation of
// events/src/site-texts.ts, same groups, ids and sections; the Portuguese version prevails.
import { ANNUAL_DISCOUNT_PERCENT, AUTH_RULES, DATA_CONTROLLER, DATA_EXPORT_LINK_HOURS, GUARANTEE_DAYS, INVOICE_EXPIRY_MINUTES, LAUNCH_OFFER, TRIAL_DAYS, TRIALS_PER_CPF } from '@piboost/events/business';
import type { SiteTexts } from './types';

const trialsPerCpf = TRIALS_PER_CPF === 1 ? 'una prueba' : `${TRIALS_PER_CPF} pruebas`;

export const esES: SiteTexts = {
  helpFaq: (flags) => [
    {
      title: 'Primeros pasos',
      items: [
        {
          id: 'criar-conta',
          question: '¿Cómo creo mi cuenta?',
          answer: 'Haz clic en Registrarse, introduce tu correo electrónico y una contraseña, confirma el código que te enviamos por correo y completa el registro con tu nombre y tu CPF (el número de identificación fiscal brasileño).',
        },
        {
          id: 'cpf',
          question: '¿Por qué me pedís el CPF?',
          answer: 'Para garantizar una cuenta y una prueba gratuita por persona. El CPF se guarda cifrado y nunca se muestra completo a otras personas.',
        },
        {
          id: 'teste-gratis',
          question: `¿Cómo activo la prueba gratuita de ${TRIAL_DAYS} días?`,
          answer: 'Después de registrarte, responde a la encuesta de perfil de inversor: Premium se activa al momento.',
        },
      ],
    },
    {
      title: 'Funciones de la plataforma',
      items: [
        { id: 'ia', question: '¿Qué hace la IA?', answer: 'Escribe análisis del mercado cripto y alertas priorizadas. No compra ni vende nada por ti.' },
        {
          id: 'xp',
          question: '¿Cómo gano XP?',
          answer: 'Visitando tu panel, leyendo análisis, manteniendo tu racha diaria y completando desafíos. Hay límites diarios para que el juego sea justo.',
        },
        {
          id: 'exportar-relatorios',
          question: '¿Puedo exportar informes?',
          answer: flags.reports
            ? 'Sí, en los planes Professional y Elite, en PDF, Excel o CSV.'
            : 'Próximamente, en los planes Professional y Elite, en PDF, Excel o CSV.',
        },
        {
          id: 'verificacao-duas-etapas',
          question: '¿Cómo activo la verificación en dos pasos (2FA)?',
          answer:
            'En tu perfil, pestaña Seguridad, haz clic en "Activar la verificación en dos pasos", escanea el código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password...) e introduce el código de 6 dígitos. Guarda los diez códigos de recuperación que se muestran: solo aparecen una vez.',
        },
        {
          id: 'copia-dos-dados',
          question: '¿Cómo pido una copia de mis datos (LGPD)?',
          answer: `En tu perfil, pestaña Privacidad, haz clic en "Exportar mis datos". Recibirás por correo un enlace para descargar todos tus datos personales: un archivo JSON y un documento legible. El enlace es válido durante ${DATA_EXPORT_LINK_HOURS} horas; después, pide una nueva copia.`,
        },
        {
          id: 'excluir-conta',
          question: '¿Cómo elimino mi cuenta?',
          answer:
            'En tu perfil, pestaña Privacidad, en "Eliminar mi cuenta": confirma con tu contraseña (o por correo, si inicias sesión con Google) y escribe EXCLUIR. La eliminación es definitiva: tus datos personales quedan ilegibles y se cierra la sesión en todos tus dispositivos.',
        },
      ],
    },
    {
      title: 'Problemas técnicos',
      items: [
        {
          id: 'codigo-email',
          question: 'No he recibido el código por correo.',
          answer: 'Revisa la carpeta de spam y espera unos minutos; pasado el tiempo indicado podrás pedir un código nuevo.',
        },
        {
          id: 'desconectado',
          question: 'Se me ha cerrado la sesión solo.',
          answer: 'Por seguridad, la sesión caduca. Vuelve a iniciar sesión; si marcaste "recordarme", ocurre con menos frecuencia.',
        },
        {
          id: 'pix-nao-confirmado',
          question: 'He pagado con PIX y el pago no se ha confirmado.',
          answer: `La confirmación de PIX suele llegar en segundos y la página de pago se actualiza sola; tu plan se activa en cuanto se confirma. Un código QR de PIX es válido durante ${INVOICE_EXPIRY_MINUTES} minutos: después, el banco ya no acepta el pago y tendrás que generar un nuevo cobro en el checkout. Si el importe salió de tu cuenta y el plan no se activó, abre una solicitud en soporte con la hora y el justificante del PIX.`,
        },
        {
          id: 'perdi-autenticador',
          question: 'He perdido el móvil con la aplicación de autenticación.',
          answer:
            'En la verificación en dos pasos, introduce uno de tus códigos de recuperación en lugar del código de la aplicación: cada uno sirve una sola vez. Después, en tu perfil, pestaña Seguridad, desactiva la verificación y vuelve a activarla en el nuevo dispositivo. Si no tienes códigos de recuperación, abre una solicitud en soporte.',
        },
        {
          id: 'esqueci-senha',
          question: 'He olvidado mi contraseña.',
          answer:
            'En la pantalla de inicio de sesión, haz clic en "¿Has olvidado tu contraseña?" e introduce el correo de tu cuenta: te enviaremos un enlace para crear una contraseña nueva. Si ya has iniciado sesión, puedes cambiarla en tu perfil, pestaña Seguridad.',
        },
        {
          id: 'pagina-nao-carrega',
          question: 'La página no carga.',
          answer: 'Recarga la página. Si sigue sin cargar, abre una solicitud en soporte con la dirección de la página y la hora.',
        },
      ],
    },
  ],

  pricingFaq: [
    {
      title: 'Pagos y precios',
      items: [
        { id: 'formas-de-pagamento', question: '¿Qué formas de pago aceptáis?', answer: 'Bitcoin (on-chain), Lightning y PIX. El pago con tarjeta de crédito llegará pronto.' },
        {
          id: 'precos-em-dolar',
          question: '¿Por qué los precios están en dólares?',
          answer: `La referencia es en US$; en el checkout el importe se convierte a reales (PIX) o a bitcoin al cambio del momento, bloqueado durante ${INVOICE_EXPIRY_MINUTES} minutos.`,
        },
        {
          id: 'desconto-de-lancamento',
          question: '¿Cómo funciona el descuento de lanzamiento?',
          answer: `Los ${LAUNCH_OFFER.months} primeros meses cuestan un ${LAUNCH_OFFER.discountPercent} % menos; después se aplica el precio de tarifa. En el plan anual, el descuento es del ${ANNUAL_DISCOUNT_PERCENT} % sobre la tarifa.`,
        },
      ],
    },
    {
      title: 'Cancelación y reembolso',
      items: [
        { id: 'cancelar', question: '¿Puedo cancelar en cualquier momento?', answer: 'Sí, desde tu perfil. Mantienes el acceso hasta el final del periodo ya pagado.' },
        {
          id: 'garantia',
          question: '¿Hay garantía?',
          answer: `Sí: ${GUARANTEE_DAYS} días de garantía. Si te arrepientes dentro de ese plazo, te devolvemos lo que pagaste (derecho de desistimiento del Código de Defensa del Consumidor brasileño).`,
        },
      ],
    },
    {
      title: 'Planes',
      items: [
        { id: 'mudar-de-plano', question: '¿Puedo cambiar de plan?', answer: 'Sí. Al subir de plan, el nuevo periodo empieza cuando se confirma el pago.' },
        { id: 'freemium', question: '¿Freemium es gratis para siempre?', answer: 'Sí. Freemium no tiene coste y no pide tarjeta.' },
      ],
    },
    {
      title: 'Prueba gratuita',
      items: [
        {
          id: 'ativar-teste',
          question: `¿Cómo activo la prueba de ${TRIAL_DAYS} días?`,
          answer: `Crea tu cuenta, completa el registro y responde a la encuesta de perfil de inversor: Premium queda activo durante ${TRIAL_DAYS} días.`,
        },
        { id: 'cartao-no-teste', question: '¿Necesito tarjeta de crédito para la prueba?', answer: 'No. La prueba no pide ningún medio de pago.' },
        { id: 'mais-de-um-teste', question: '¿Puedo hacer más de una prueba?', answer: `No: ${trialsPerCpf} por CPF.` },
      ],
    },
  ],

  terms: [
    {
      title: 'Aceptación de los términos',
      paragraphs: [`Al crear una cuenta o usar π Boost, aceptas estos Términos de uso, ofrecidos por ${DATA_CONTROLLER.name}`],
    },
    {
      title: 'El servicio',
      paragraphs: [
        'π Boost publica análisis de mercado, contenido educativo, alertas e informes sobre criptomonedas, y ofrece una comunidad y funciones de gamificación.',
        'π Boost no ejecuta órdenes de compra o venta, no gestiona carteras y no custodia fondos de los usuarios.',
      ],
    },
    {
      title: 'Registro y cuenta',
      paragraphs: [
        `Debes tener al menos ${AUTH_RULES.minimumAge} años e indicar un CPF (número de identificación fiscal brasileño) válido. Se permite una cuenta por CPF; el CPF se guarda como hash y en una copia cifrada.`,
        'Eres responsable de mantener tu contraseña en secreto y de la actividad realizada en tu cuenta.',
      ],
    },
    {
      title: 'Planes, prueba gratuita y pagos',
      paragraphs: [
        `Los planes de pago pueden probarse gratis durante ${TRIAL_DAYS} días, ${trialsPerCpf} por CPF. Los pagos se realizan en Bitcoin, Lightning o PIX.`,
        'Los cambios de precio se avisan con al menos 30 días de antelación.',
      ],
    },
    {
      title: 'Cancelación y reembolso',
      paragraphs: [`Puedes cancelar en cualquier momento. Dentro de los ${GUARANTEE_DAYS} días siguientes a la contratación, te devolvemos el importe pagado (derecho de desistimiento).`],
    },
    {
      title: 'Uso aceptable',
      paragraphs: ['No está permitido copiar ni revender el contenido, intentar acceder a cuentas de otras personas, automatizar accesos abusivos ni publicar contenido ilegal en la comunidad.'],
    },
    {
      title: 'Propiedad intelectual',
      paragraphs: ['Las marcas, textos, análisis y software de π Boost pertenecen a la empresa o a sus licenciantes.'],
    },
    {
      title: 'Limitación de responsabilidad',
      paragraphs: [
        'Los análisis no son una recomendación de inversión. Nuestra responsabilidad se limita al importe que hayas pagado en los últimos 12 meses.',
        'Las cuentas inactivas durante más de 2 años pueden cerrarse, con aviso previo por correo electrónico.',
      ],
    },
    {
      title: 'Ley aplicable y contacto',
      paragraphs: [`Estos términos se rigen por la legislación brasileña. Dudas: ${DATA_CONTROLLER.contactEmail}.`],
    },
  ],

  privacy: [
    { title: 'Quiénes somos', paragraphs: [`${DATA_CONTROLLER.name} es la responsable del tratamiento de los datos personales en π Boost.`] },
    {
      title: 'Datos que recogemos',
      paragraphs: [
        'Nombre, correo electrónico, CPF, contraseña (guardada solo como hash), datos de perfil opcionales (fecha de nacimiento, teléfono, dirección), respuestas de la encuesta de perfil, actividad en la plataforma y mensajes enviados a través de los formularios.',
      ],
    },
    {
      title: 'Para qué los usamos',
      paragraphs: ['Para crear y proteger tu cuenta, prestar el servicio contratado, responder a tus mensajes, calcular XP y clasificaciones y cumplir obligaciones legales.'],
    },
    {
      title: 'Bases legales',
      paragraphs: ['Ejecución de un contrato, cumplimiento de una obligación legal, interés legítimo (seguridad y prevención del fraude) y consentimiento (comunicaciones de marketing y cookies no esenciales).'],
    },
    {
      title: 'Comunicación de datos',
      paragraphs: [
        'Solo compartimos datos con los proveedores necesarios para el servicio (alojamiento, correo electrónico, procesadores de pago), bajo contrato, y con las autoridades cuando la ley lo exige. No vendemos datos.',
      ],
    },
    {
      title: 'Seguridad',
      paragraphs: [
        'Los datos personales se cifran con una clave propia de cada persona (AES-256). El CPF se guarda como hash con un secreto del servidor, para impedir registros duplicados sin exponerlo.',
      ],
    },
    {
      title: 'Conservación',
      paragraphs: ['Conservamos los datos mientras exista tu cuenta. Las cuentas inactivas durante 2 años pueden eliminarse. Los registros exigidos por ley se conservan durante el plazo legal.'],
    },
    {
      title: 'Tus derechos',
      paragraphs: [
        'Puedes confirmar el tratamiento de tus datos, acceder a ellos, corregirlos, exportarlos (JSON) y eliminarlos, así como retirar tu consentimiento, desde tu perfil o escribiendo al delegado de protección de datos. Respondemos en un plazo de 15 días (LGPD, art. 19).',
      ],
    },
    {
      title: 'Eliminación',
      paragraphs: ['Al eliminar la cuenta, destruimos la clave que protege tus datos: quedan ilegibles en todas partes, incluidas las copias de seguridad.'],
    },
    { title: 'Cookies', paragraphs: ['Usamos cookies según nuestra Política de cookies.'] },
    {
      title: 'Delegado de protección de datos (DPO) y contacto',
      paragraphs: [`Contacta con el delegado de protección de datos en ${DATA_CONTROLLER.privacyEmail}.`],
    },
  ],

  cookies: [
    {
      title: 'Qué son las cookies',
      paragraphs: [
        'Las cookies son pequeños datos que el sitio guarda en tu navegador y recibe de vuelta en cada visita. π Boost solo usa las cookies esenciales que se indican a continuación, todas inaccesibles para los scripts (httpOnly) y enviadas únicamente al propio π Boost.',
      ],
    },
    {
      title: 'Cookies esenciales de sesión',
      paragraphs: [
        'piboost_refresh: mantiene tu sesión iniciada de forma segura. Con "recordarme", dura 30 días; sin esa opción, desaparece al cerrar el navegador (y la sesión termina en un máximo de 24 horas).',
        'piboost_device: reconoce este navegador al iniciar sesión, para limitar los intentos de contraseña de otras personas sin bloquearte a ti. Dura 90 días.',
      ],
    },
    {
      title: 'Cookies del inicio de sesión con Google',
      paragraphs: [
        'piboost_oauth_state: protege el regreso del inicio de sesión con Google frente a falsificaciones. Dura 10 minutos.',
        'piboost_2fa: guarda el desafío de la verificación en dos pasos entre el regreso de Google y el código que escribes. Desaparece al completar el inicio de sesión o al cerrar el navegador.',
      ],
    },
    {
      title: 'Sin cookies de preferencias, medición ni marketing',
      paragraphs: ['No usamos cookies de preferencias, de medición ni de marketing, propias o de terceros, en las páginas de π Boost.'],
    },
    {
      title: 'Almacenamiento local',
      paragraphs: [
        'Algunas elecciones se guardan en el almacenamiento local del navegador, que no es una cookie y no se envía al servidor: tu respuesta al aviso de cookies, si ya has visto la oferta de prueba Premium, el día del último inicio de sesión contabilizado y si has completado el registro.',
      ],
    },
    {
      title: 'Tu elección',
      paragraphs: [
        'Las cookies esenciales son necesarias para iniciar sesión en tu cuenta y no pueden rechazarse; sin ellas, el inicio de sesión no funciona. Puedes borrarlas en cualquier momento eliminando los datos del sitio en tu navegador, lo que cierra la sesión.',
      ],
    },
    {
      title: 'Cookies de terceros',
      paragraphs: ['Si eliges iniciar sesión con Google, la página de Google puede instalar sus propias cookies, que se rigen por su política.'],
    },
    { title: 'Contacto', paragraphs: [`Dudas sobre cookies: ${DATA_CONTROLLER.privacyEmail}.`] },
  ],

  disclaimer: [
    {
      title: 'No es una recomendación de inversión',
      paragraphs: ['El contenido de π Boost es informativo y educativo. No es una oferta, una recomendación ni asesoramiento de inversión.'],
    },
    { title: 'Riesgos de las criptomonedas', paragraphs: ['Los criptoactivos son volátiles y pueden perder todo su valor. Invierte solo lo que puedas permitirte perder.'] },
    { title: 'Contenido generado por IA', paragraphs: ['Los análisis se elaboran con modelos de inteligencia artificial y pueden contener errores o quedar desactualizados.'] },
    {
      title: 'Resultados pasados',
      paragraphs: ['La rentabilidad pasada no garantiza resultados futuros. Las tasas de acierto, cuando se publican, muestran el historial medido, con su método y periodo.'],
    },
    {
      title: 'Sin ejecución de órdenes',
      paragraphs: ['π Boost no compra, vende ni custodia criptoactivos por ti. Todas las operaciones las haces tú, en la plataforma que elijas.'],
    },
    {
      title: 'No somos un asesor registrado',
      paragraphs: ['π Boost no es una entidad financiera ni un asesor de valores registrado en la CVM (el regulador del mercado de valores brasileño).'],
    },
    { title: 'Información de terceros', paragraphs: ['Las cotizaciones y noticias proceden de fuentes de terceros, que pueden tener retrasos o errores.'] },
    { title: 'Fiscalidad', paragraphs: ['Las ganancias con criptoactivos pueden tributar. Consulta a un asesor fiscal.'] },
    { title: 'Disponibilidad', paragraphs: ['Procuramos mantener el servicio disponible, pero puede haber interrupciones por mantenimiento o por fallos.'] },
    { title: 'Contacto', paragraphs: [`Dudas: ${DATA_CONTROLLER.contactEmail}.`] },
  ],
};
