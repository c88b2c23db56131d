import { OAI_VERBS, OaiError, type OaiVerb, VERB_ARGUMENTS } from './oai-protocol';

/** A request whose verb and arguments passed the protocol's checks (values not yet interpreted). */
export interface OaiArguments {
  verb: OaiVerb;
  /** Every argument but `verb`, as given: echoed in the response's `<request>` element. */
  args: Record<string, string>;
}

const isVerb = (value: string): value is OaiVerb =>
  (OAI_VERBS as readonly string[]).includes(value);

/**
 * Checks a request's parameters against the protocol: exactly one known verb (else badVerb); no
 * repeated, unknown or missing argument, and an exclusive `resumptionToken` alone (else
 * badArgument). Values are interpreted later (dates, tokens, prefixes).
 */
export function parseOaiArguments(params: URLSearchParams): OaiArguments {
  const verbs = params.getAll('verb');
  if (verbs.length === 0) throw new OaiError('badVerb', 'The request has no verb argument.');
  if (verbs.length > 1) throw new OaiError('badVerb', 'The verb argument is repeated.');
  const [verb = ''] = verbs;
  if (!isVerb(verb)) {
    throw new OaiError('badVerb', `"${verb}" is not an OAI-PMH verb (${OAI_VERBS.join(', ')}).`);
  }
  const rules = VERB_ARGUMENTS[verb];
  const args: Record<string, string> = {};
  for (const [name, value] of params) {
    if (name === 'verb') continue;
    if (name in args) throw new OaiError('badArgument', `The ${name} argument is repeated.`);
    const allowed =
      rules.required.includes(name) || rules.optional.includes(name) || rules.exclusive === name;
    if (!allowed) throw new OaiError('badArgument', `${verb} does not take a ${name} argument.`);
    args[name] = value;
  }
  if (rules.exclusive && rules.exclusive in args) {
    if (Object.keys(args).length > 1) {
      throw new OaiError(
        'badArgument',
        `${rules.exclusive} must be the only argument besides verb.`,
      );
    }
    return { verb, args };
  }
  const missing = rules.required.filter((name) => !(name in args) || args[name] === '');
  if (missing.length > 0) {
    throw new OaiError('badArgument', `${verb} needs the ${missing.join(' and ')} argument.`);
  }
  return { verb, args };
}
