import type { ProductionResponse, ProductionStage, ProofCorrectionsBody } from '@quire/contracts';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';
import { toWebStream, withBodyRead } from './files-api';

/**
 * Production of accepted submissions: the editors' side (`admin/submissions/{id}/production…`,
 * `…/proofs`) and the author's answer to a proof (`user/submissions/{id}/…`).
 */
export interface ProductionApi {
  /** `GET admin/submissions/{id}/production`: stage, galleys, proof rounds (null: none). */
  editorView(submissionId: number): Promise<ProductionResponse>;
  /** `PUT admin/submissions/{id}/production/stage`. */
  setStage(submissionId: number, stage: ProductionStage): Promise<ProductionResponse>;
  /** `POST admin/submissions/{id}/production/galleys`: an uploaded `galley` file. */
  addGalley(submissionId: number, fileId: number): Promise<ProductionResponse>;
  /** `POST admin/submissions/{id}/proofs`: sends the current galleys to the author. */
  sendProof(submissionId: number): Promise<ProductionResponse>;
  /** `GET user/submissions/{id}/production`: the author's proofs. */
  authorView(submissionId: number): Promise<ProductionResponse>;
  /** `POST user/submissions/{id}/proofs/{proofId}/approve`. */
  approve(submissionId: number, proofId: number): Promise<ProductionResponse>;
  /** `POST user/submissions/{id}/proofs/{proofId}/corrections`. */
  correct(
    submissionId: number,
    proofId: number,
    body: ProofCorrectionsBody,
  ): Promise<ProductionResponse>;
  /** A galley's or corrections file's bytes, by the API path a production view gives it. */
  fileStream(apiPath: string): Promise<ReadableStream<Uint8Array>>;
}

/** The production endpoints on an endpoint context (answers are the API's, checked there). */
export function createProductionApi(context: EndpointContext): ProductionApi {
  const editor = (id: number) => `admin/submissions/${segment(id)}`;
  const author = (id: number) => `user/submissions/${segment(id)}`;
  const proof = (id: number, proofId: number) => `${author(id)}/proofs/${segment(proofId)}`;
  return {
    editorView: (id) =>
      callEndpoint(context, undefined, { method: 'get', url: `${editor(id)}/production` }),
    setStage: (id, stage) =>
      callEndpoint(context, undefined, {
        method: 'put',
        url: `${editor(id)}/production/stage`,
        data: { stage },
      }),
    addGalley: (id, fileId) =>
      callEndpoint(context, undefined, {
        method: 'post',
        url: `${editor(id)}/production/galleys`,
        data: { fileId },
      }),
    sendProof: (id) =>
      callEndpoint(context, undefined, { method: 'post', url: `${editor(id)}/proofs` }),
    authorView: (id) =>
      callEndpoint(context, undefined, { method: 'get', url: `${author(id)}/production` }),
    approve: (id, proofId) =>
      callEndpoint(context, undefined, { method: 'post', url: `${proof(id, proofId)}/approve` }),
    correct: (id, proofId, body) =>
      callEndpoint(context, undefined, {
        method: 'post',
        url: `${proof(id, proofId)}/corrections`,
        data: body,
      }),
    fileStream: async (apiPath) => {
      try {
        const body = await callEndpoint(context, undefined, {
          method: 'get',
          url: apiPath.replace(/^\//, ''),
          responseType: 'stream',
        });
        return toWebStream(body);
      } catch (error) {
        throw await withBodyRead(error);
      }
    },
  };
}
