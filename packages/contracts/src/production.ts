import { z } from 'zod';
import { bodyId, pathIdSchema, requiredParagraphs } from './fields';

/**
 * Production of an accepted submission (Open Journal Systems' copyediting and production
 * stages, simplified): the editor copyedits, moves it to production, uploads galleys (a PDF, the
 * JATS XML of the full text) and sends them to the author as a proof; the author approves it or
 * answers with corrections (a new round follows). Publishing waits for the latest proof's
 * approval.
 */
export const PRODUCTION_STAGES = ['copyediting', 'production'] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

/** How each stage is named on screen. */
export const PRODUCTION_STAGE_LABELS: Record<ProductionStage, string> = {
  copyediting: 'Copyediting',
  production: 'Production',
};

/** A galley's format. */
export const GALLEY_FORMATS = ['pdf', 'jats'] as const;
export type GalleyFormat = (typeof GALLEY_FORMATS)[number];

/** How each format is named on screen. */
export const GALLEY_FORMAT_LABELS: Record<GalleyFormat, string> = {
  pdf: 'PDF',
  jats: 'JATS XML',
};

/** Where a proof round stands (an older round whose answer never came is `superseded`). */
export const PROOF_STATUSES = ['sent', 'approved', 'corrections', 'superseded'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/** How each proof status is named on screen. */
export const PROOF_STATUS_LABELS: Record<ProofStatus, string> = {
  sent: 'Waiting for the author',
  approved: 'Approved by the author',
  corrections: 'Corrections sent',
  superseded: 'Superseded',
};

/** The most characters of an author's corrections. */
export const PROOF_CORRECTIONS_MAX = 20_000;

/** One galley of a submission in production; `url` is where its readers (editors, the author) get it. */
export const productionGalleySchema = z.object({
  id: z.number().int(),
  format: z.enum(GALLEY_FORMATS),
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** API path of the file for the submission's editors and its author. */
  url: z.string(),
});
export type ProductionGalley = z.infer<typeof productionGalleySchema>;

/** One proof round: what was sent, and the author's answer. */
export const proofRoundSchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  status: z.enum(PROOF_STATUSES),
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
  galleys: z.array(productionGalleySchema),
  corrections: z.string().nullable(),
  correctionsFile: z.object({ name: z.string(), url: z.string() }).nullable(),
});
export type ProofRound = z.infer<typeof proofRoundSchema>;

/**
 * `GET …/submissions/:id/production`: the production of a submission, null when it has none
 * (not accepted yet, or accepted before production existed: those publish without a proof).
 */
export const productionSchema = z.object({
  stage: z.enum(PRODUCTION_STAGES),
  /** The current galleys: the latest upload of each format (the next proof sends these). */
  galleys: z.array(productionGalleySchema),
  /** Every round, newest first. */
  proofs: z.array(proofRoundSchema),
  /** Whether the latest proof is approved, so the submission can be published. */
  approved: z.boolean(),
});
export type Production = z.infer<typeof productionSchema>;

/** The answer of the production endpoints. */
export const productionResponseSchema = z.object({ production: productionSchema.nullable() });
export type ProductionResponse = z.infer<typeof productionResponseSchema>;

/** `PUT admin/submissions/:id/production/stage`. */
export const productionStageBodySchema = z.object({
  stage: z.enum(PRODUCTION_STAGES, { error: 'Choose copyediting or production.' }),
});
export type ProductionStageBody = z.infer<typeof productionStageBodySchema>;

/** `POST admin/submissions/:id/production/galleys`: an uploaded `galley` file (PDF or JATS XML). */
export const productionGalleyBodySchema = z.object({ fileId: bodyId('The galley file') });
export type ProductionGalleyBody = z.infer<typeof productionGalleyBodySchema>;

/** `POST user/submissions/:id/proofs/:proofId/corrections`: what to correct, optionally with a file. */
export const proofCorrectionsBodySchema = z.object({
  corrections: requiredParagraphs(
    'The corrections',
    'Write the corrections: what should change in the proof.',
    PROOF_CORRECTIONS_MAX,
  ),
  fileId: bodyId('The file').nullish(),
});
export type ProofCorrectionsBody = z.infer<typeof proofCorrectionsBodySchema>;

/** `:id/proofs/:proofId`. */
export const proofParamsSchema = z.object({ id: pathIdSchema, proofId: pathIdSchema });

/** `:id/production/galleys/:galleyId` (the file) and `:id/proofs/:proofId/corrections-file`. */
export const productionGalleyParamsSchema = z.object({ id: pathIdSchema, galleyId: pathIdSchema });
