import { isApiError } from '@quire/api-client';
import type { Production, ProductionStage } from '@quire/contracts';
import { PRODUCTION_STAGES, proofCorrectionsBodySchema } from '@quire/contracts';
import {
  apiContext,
  formFailure,
  localFailure,
  type RequestArgs,
  textField,
} from '@quire/site/server';
import { productionTexts } from '../../submission/production-texts';

/** The production of a submission as its editor (or author) sees it; null when it has none. */
export async function loadProduction(
  { context }: Pick<RequestArgs, 'context'>,
  scope: 'editor' | 'author',
  id: number,
  status: string,
): Promise<Production | null> {
  if (status !== 'accepted' && status !== 'published') return null;
  const api = context.get(apiContext);
  const answer = await (scope === 'editor'
    ? api.production.editorView({ params: { id } })
    : api.production.authorView({ params: { id } }));
  return answer.production;
}

/** The first message of a refused upload or call, for the field it concerns. */
function refusal(caught: unknown): string | null {
  if (isApiError(caught) && caught.status >= 400 && caught.status < 500) {
    return Object.values(caught.fieldErrors).flat()[0] ?? caught.message;
  }
  return null;
}

/**
 * The editor's production posts, by `intent`: `production-stage`, `production-galley` (multipart:
 * a PDF or JATS XML uploaded as a `galley`, then added) and `send-proof`. Answers `done` (the
 * notice key to redirect with), a failure, or null when the intent is not production's.
 */
export async function editorProductionAction(
  { context }: Pick<RequestArgs, 'context'>,
  id: number,
  form: FormData,
): Promise<{ done: string } | ReturnType<typeof localFailure> | null> {
  const intent = textField(form, 'intent');
  const api = context.get(apiContext);
  const values = { form: 'production' as const };
  const texts = productionTexts();
  try {
    if (intent === 'production-stage') {
      const stage = textField(form, 'stage');
      if (!(PRODUCTION_STAGES as readonly string[]).includes(stage)) {
        return localFailure({ stage: [texts.chooseStage] }, values);
      }
      await api.production.setStage({ params: { id }, body: { stage: stage as ProductionStage } });
      return { done: 'production-stage' };
    }
    if (intent === 'production-galley') {
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0) {
        return localFailure({ file: [texts.chooseGalley] }, values);
      }
      let fileId: number;
      try {
        fileId = (await api.files.upload('galley', file, file.name)).id;
      } catch (caught) {
        const message = refusal(caught);
        if (message) return localFailure({ file: [message] }, values);
        throw caught;
      }
      try {
        await api.production.addGalley({ params: { id }, body: { fileId } });
      } catch (caught) {
        await api.files.remove({ params: { id: fileId } }).catch(() => undefined);
        const message = refusal(caught);
        if (message) return localFailure({ file: [message] }, values);
        throw caught;
      }
      return { done: 'production-galley' };
    }
    if (intent === 'send-proof') {
      await api.production.sendProof({ params: { id } });
      return { done: 'proof-sent' };
    }
  } catch (caught) {
    return formFailure(caught, values);
  }
  return null;
}

/**
 * The author's answers to a proof, by `intent`: `approve-proof` and `proof-corrections`
 * (multipart: the corrections, optionally a file uploaded as supplementary). Null when the intent
 * is not production's.
 */
export async function authorProductionAction(
  { context }: Pick<RequestArgs, 'context'>,
  id: number,
  form: FormData,
): Promise<{ done: string } | ReturnType<typeof localFailure> | null> {
  const intent = textField(form, 'intent');
  if (intent !== 'approve-proof' && intent !== 'proof-corrections') return null;
  const api = context.get(apiContext);
  const texts = productionTexts();
  const proofId = Number(textField(form, 'proofId'));
  const values = { form: 'proof' as const, corrections: textField(form, 'corrections') };
  if (!Number.isInteger(proofId) || proofId <= 0) {
    return localFailure({ proofId: [texts.unknownProof] }, values);
  }
  try {
    if (intent === 'approve-proof') {
      await api.production.approve({ params: { id, proofId } });
      return { done: 'proof-approved' };
    }
    const parsed = proofCorrectionsBodySchema.safeParse({ corrections: values.corrections });
    if (!parsed.success) {
      return localFailure(
        { corrections: [parsed.error.issues[0]?.message ?? texts.writeCorrections] },
        values,
      );
    }
    const file = form.get('file');
    let fileId: number | null = null;
    if (file instanceof File && file.size > 0) {
      try {
        fileId = (await api.files.upload('supplementary', file, file.name)).id;
      } catch (caught) {
        const message = refusal(caught);
        if (message) return localFailure({ file: [message] }, values);
        throw caught;
      }
    }
    await api.production.correct({
      params: { id, proofId },
      body: { corrections: parsed.data.corrections, fileId },
    });
    return { done: 'proof-corrections' };
  } catch (caught) {
    return formFailure(caught, values);
  }
}

/**
 * A galley (`?galley=1`, by galley id) or a corrections file (`?corrections=1`, by proof id) of
 * a submission in production, streamed from the API with the visitor's token.
 */
export async function downloadProductionFile(
  { context }: Pick<RequestArgs, 'context'>,
  scope: 'editor' | 'author',
  id: number,
  which: { galleyId: number } | { proofId: number },
): Promise<Response> {
  const production = await loadProduction({ context }, scope, id, 'accepted');
  const notFound = () => new Response(productionTexts().fileNotFound, { status: 404 });
  if (!production) throw notFound();
  const galleys = [...production.galleys, ...production.proofs.flatMap((proof) => proof.galleys)];
  const target =
    'galleyId' in which
      ? (() => {
          const galley = galleys.find((candidate) => candidate.id === which.galleyId);
          return galley ? { url: galley.url, name: galley.fileName } : null;
        })()
      : (production.proofs.find((proof) => proof.id === which.proofId)?.correctionsFile ?? null);
  if (!target) throw notFound();
  const body = await context.get(apiContext).production.fileStream(target.url);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(target.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
