import { z } from 'zod';
import { appCode, doneResponse, secondFactorCode } from '../schemas';

export const twoFactorConfirmBody = z.object({ setupToken: z.string().min(1).max(2000), code: appCode });
export const twoFactorDisableBody = z.object({ password: z.string().max(128).optional(), code: secondFactorCode });
export const recoveryCodesBody = z.object({ code: appCode });

export const securityStatusResponse = z.object({
  success: z.literal(true),
  data: z.object({ twoFactorEnabled: z.boolean(), recoveryCodesLeft: z.number().int(), required: z.boolean(), hasPassword: z.boolean() }),
});
export const twoFactorSetupResponse = z.object({
  success: z.literal(true),
  data: z.object({ setupToken: z.string(), otpauthUri: z.string(), secret: z.string(), qrCode: z.string().meta({ description: 'PNG em data URL' }) }),
});
export const recoveryCodesResponse = doneResponse.extend({ data: z.object({ recoveryCodes: z.array(z.string()).length(10) }) });
