import type pt from '../pt-BR/mail';

export default {
  'mail.security.when': '{time} (hora de Brasilia)',
  'mail.security.subject.newDevice': 'Nuevo acceso a tu cuenta de π Boost',
  'mail.security.subject.twoFactorEnabled': 'Verificación en dos pasos activada',
  'mail.security.subject.twoFactorDisabled': 'Verificación en dos pasos desactivada',
  'mail.security.subject.passwordChanged': 'Se ha cambiado tu contraseña de π Boost',
  'mail.security.subject.recoveryCodeUsed': 'Se ha usado un código de recuperación',
  'mail.security.subject.recoveryCodesRegenerated': 'Nuevos códigos de recuperación generados',
  'mail.security.subject.sessionsEnded': 'Sesiones cerradas en tu cuenta',
  'mail.security.subject.passkeyAdded': 'Nueva passkey añadida a tu cuenta',
  'mail.security.subject.passkeyRemoved': 'Se ha eliminado una passkey de tu cuenta',
  'mail.security.body.newDevice': 'Se accedió a tu cuenta el {when} desde un dispositivo nuevo: {device}.',
  'mail.security.body.twoFactorEnabled': 'La verificación en dos pasos se activó el {when}. A partir de ahora, el inicio de sesión pide el código de tu aplicación de autenticación.',
  'mail.security.body.twoFactorDisabled': 'La verificación en dos pasos se desactivó el {when}. El inicio de sesión vuelve a pedir solo la contraseña.',
  'mail.security.body.passwordChanged': 'La contraseña de tu cuenta se cambió el {when} y se cerraron las sesiones de los demás dispositivos.',
  'mail.security.body.recoveryCodeUsed':
    'Se usó un código de recuperación para entrar en tu cuenta el {when}. {remaining, plural, =0 {Quedan # códigos} one {Queda # código} other {Quedan # códigos}}.{low, select, yes { Genera códigos nuevos en tu perfil, en la pestaña Seguridad.} other {}}',
  'mail.security.body.recoveryCodesRegenerated': 'Se generaron nuevos códigos de recuperación el {when}. Los códigos anteriores ya no son válidos.',
  'mail.security.body.sessionsEnded': '{count, plural, =0 {Se cerraron # sesiones} one {Se cerró # sesión} other {Se cerraron # sesiones}} en tu cuenta el {when}.',
  'mail.security.body.passkeyAdded': 'La passkey "{name}" se añadió a tu cuenta el {when}. Con ella puedes entrar sin contraseña y sin el código de la aplicación de autenticación.',
  'mail.security.body.passkeyRemoved': 'La passkey "{name}" se eliminó de tu cuenta el {when} y ya no sirve para entrar.',
  'mail.security.text':
    '¡Hola!\n\n{body}\n\n¿No has sido tú? Cambia tu contraseña ahora en {site}/forgot-password y cierra las sesiones que no reconozcas en {site}/profile.\n\nEste es un correo de seguridad: se envía siempre, sean cuales sean tus preferencias de notificaciones.\n\nEl equipo de π Boost',
  'mail.gift.someone': 'Alguien',
  'mail.gift.subject': '{from} te ha regalado π Boost {plan}',
  'mail.gift.text':
    '¡Hola!\n\n{from} te ha regalado {months, plural, =0 {# meses} one {# mes} other {# meses}} del plan {plan} de π Boost.{hasMessage, select, yes {\n\nMensaje:\n{message}} other {}}\n\nPara canjearlo, abre este enlace e inicia sesión en tu cuenta (o crea una): {link}\nLos meses empiezan cuando termine el Premium que ya tengas.\n{simulated, select, yes {Simulación local: no se ha movido dinero real.} other {}}\n\nEl equipo de π Boost',
  'mail.renewal.subject': '{days, plural, =0 {Tu Premium de π Boost termina hoy} one {Tu Premium de π Boost termina mañana} other {Tu Premium de π Boost termina en # días}}',
  'mail.renewal.text':
    '¡Hola!\n\nTu acceso {plan} termina {days, plural, =0 {hoy} one {mañana} other {en # días}} ({date}).\nPara seguir, genera una nueva factura y paga con PIX, Lightning o Bitcoin:\n{link}\n\nEl equipo de π Boost',
  'mail.refund.subject': 'Hemos tramitado tu reembolso de π Boost',
  'mail.refund.text':
    '¡Hola!\n\n{reason, select, staff {Nuestro equipo te ha reembolsado el pago: el acceso de pago de esta factura ha terminado y el reembolso de {amount} se ha enviado al proveedor de pago.} gift {Has pedido el reembolso de un regalo aún no canjeado, dentro de la garantía de {days} días. El enlace de canje ya no vale y el reembolso de {amount} se ha enviado al proveedor de pago.} queued {Has cancelado un periodo que aún no había empezado. El reembolso íntegro de {amount} se ha enviado al proveedor de pago.} other {Hemos recibido tu cancelación dentro de la garantía de {days} días. Tu suscripción ha terminado y el reembolso de {amount} se ha enviado al proveedor de pago.}}\n{sandbox, select, yes {Sandbox - Simulación local: no se ha movido dinero real.} other {}}\n{claim, select, yes {Para recibir los bitcoins, abre este enlace e indica tu dirección: {link}} other {El dinero vuelve a la cuenta que pagó el PIX.}}\n\nFactura: {invoice}\n\nEl equipo de π Boost',
  'mail.signUp.accountExists.subject': 'Ya tienes una cuenta en π Boost',
  'mail.signUp.accountExists.text': '¡Hola!\n\nAlguien ha pedido un código de registro para este correo, pero ya tiene una cuenta en π Boost.\nPara iniciar sesión, ve a {site}/login. ¿Has olvidado tu contraseña? {site}/forgot-password\n\nSi no has sido tú, ignora este correo.\n\nEl equipo de π Boost',
  'mail.signUp.code.subject': 'Tu código de verificación de π Boost: {code}',
  'mail.signUp.code.text': '¡Hola!\n\nTu código de verificación es {code}.\nEs válido durante {minutes} minutos. Si no has pedido este código, ignora este correo.\n\nEl equipo de π Boost',
  'mail.passwordReset.subject': 'Restablecimiento de contraseña de π Boost',
  'mail.passwordReset.text': '¡Hola!\n\nHemos recibido una solicitud para restablecer la contraseña de tu cuenta.\nUsa este enlace en los próximos {minutes} minutos (solo funciona una vez):\n{link}\n\nSi no lo has pedido, ignora este correo: tu contraseña sigue siendo la misma.\n\nEl equipo de π Boost',
  'mail.priceAlert.subject': 'Alerta de precio: {asset} {direction, select, above {ha subido por encima de} other {ha bajado por debajo de}} {threshold}',
  'mail.priceAlert.text': 'Hola{hasName, select, yes {, {name}} other {}}:\n\n{asset} {direction, select, above {ha subido por encima de} other {ha bajado por debajo de}} {threshold}: la cotización es {price} ({when}).\n\nLa alerta se ha completado; crea otra en tu panel: {site}/dashboard\n\nEl equipo de π Boost',
  'mail.privacyExport.subject': 'Tu copia de datos de π Boost está lista',
  'mail.privacyExport.text': '¡Hola!\n\nLa copia de tus datos personales que pediste está lista.\n\nDatos completos (JSON): {jsonLink}\nDocumento para leer (en portugués): {htmlLink}\n\nLos enlaces son válidos durante {hours} horas. Si no has pedido esta copia, cambia tu contraseña y escribe a contato@piboost.com.br.\n\nEl equipo de π Boost',
} satisfies Record<keyof typeof pt, string>;
