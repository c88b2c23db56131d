import { serverEventPayloadSchemas } from '@quire/contracts';

type Schemas = typeof serverEventPayloadSchemas;

/**
 * A server event's payload checked against its schema. Types are not validation: a payload that
 * does not match is dropped, loudly, and the handler gets undefined.
 */
export function parsePayload<E extends keyof Schemas>(
  event: E,
  payload: unknown,
): ReturnType<Schemas[E]['parse']> | undefined {
  const result = serverEventPayloadSchemas[event].safeParse(payload);
  if (result.success) return result.data as ReturnType<Schemas[E]['parse']>;
  console.warn(`Ignored an invalid ${event} payload`, result.error.message);
  return undefined;
}
