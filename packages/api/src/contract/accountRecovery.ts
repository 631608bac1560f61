import { z } from 'zod';
import { emailSchema } from './common.ts';
import { passwordRule } from './signUp.ts';

// The links people follow from their mail, without being signed in: verify an address, reset a password.

const token = z.string().min(1, 'The link is missing its token').max(200, 'This link is not valid');

export const verifyEmailRequestSchema = z.object({ token });
export const verifyEmailResponseSchema = z.object({ email: z.string() });
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetResponseSchema = z.object({ sent: z.literal(true) });
export const passwordResetConfirmRequestSchema = z.object({ token, password: passwordRule });
