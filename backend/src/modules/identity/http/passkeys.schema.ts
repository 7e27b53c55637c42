import { z } from 'zod';
import { doneResponse } from '../schemas';

const b64url = z.string().min(1).max(20_000).regex(/^[A-Za-z0-9_-]*={0,2}$/);

/** What @simplewebauthn/browser's startRegistration answers (RegistrationResponseJSON). */
export const registrationResponse = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: b64url, attestationObject: b64url, transports: z.array(z.string().max(20)).max(10).optional() }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.string().max(20).optional(),
});

/** What startAuthentication answers (AuthenticationResponseJSON). */
export const authenticationResponse = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: b64url.optional() }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.string().max(20).optional(),
});

const passkeyName = z.string({ error: 'Dê um nome à passkey (até 60 caracteres)' }).trim().min(1, 'Dê um nome à passkey (até 60 caracteres)').max(60, 'Dê um nome à passkey (até 60 caracteres)');

export const passkeyRegisterBody = z.object({ response: registrationResponse, name: passkeyName });
export const passkeyRenameBody = z.object({ name: passkeyName });
export const passkeyParams = z.object({ id: z.uuid('Passkey não encontrada ou já removida.') });
export const passkeySignInBody = z.object({ response: authenticationResponse, rememberMe: z.boolean().default(false) });
export const passkeySecondFactorOptionsBody = z.object({ challengeToken: z.string().max(2000).optional() });
export const passkeySecondFactorBody = z.object({ challengeToken: z.string().max(2000).optional(), response: authenticationResponse });

export const passkeysResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.uuid(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })),
});
/** The options handed to @simplewebauthn/browser as they are (PublicKeyCredential*OptionsJSON). */
export const passkeyOptionsResponse = z.object({ success: z.literal(true), data: z.looseObject({ challenge: z.string() }) });
export const passkeyDoneResponse = doneResponse;
