import type pt from '../pt-BR/auth';

export default {
  'auth.staffOnly': 'Acceso restringido al equipo de π Boost. Inicia sesión con una cuenta de administrador o de soporte.',
  'auth.staffTwoFactor': 'Las cuentas del equipo necesitan la verificación en dos pasos. Actívala en tu perfil, en la pestaña Seguridad, y vuelve al back office.',
  'auth.sessionExpired': 'La sesión ha caducado. Vuelve a iniciar sesión.',
  'auth.signInToContinue': 'Inicia sesión para continuar.',
  'auth.passkey.cancelled': 'Se ha cancelado el uso de la passkey o se ha agotado el tiempo.',
  'auth.passkey.unavailable': 'No se ha podido usar la passkey en este dispositivo.',
  'auth.passkey.failed': 'No se ha podido usar la passkey.',
  'auth.passkey.confirmFailed': 'No se ha podido confirmar la passkey.',
  'auth.loginFailed': 'Error al iniciar sesión. Inténtalo de nuevo.',
  'auth.invalidCode': 'Código de verificación no válido.',
  'auth.enrol': 'Activar en el perfil',
  'auth.codePrompt': 'Escribe el código de 6 dígitos de tu aplicación de autenticación o un código de recuperación.',
  'auth.code': 'Código de verificación',
  'auth.email': 'Correo electrónico',
  'auth.password': 'Contraseña',
  'auth.verify': 'Verificar',
  'auth.signIn': 'Iniciar sesión',
  'auth.usePasskey': 'Usar una passkey',
  'auth.back': 'Volver',
} satisfies Record<keyof typeof pt, string>;
