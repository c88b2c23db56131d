/**
 * The words of the production screens (the editor's Production section, the author's proof).
 * Kept beside them rather than in `texts.ts` while production is new; a site that translates the
 * panel passes its own through {@link productionTexts}' argument.
 */
const ENGLISH = {
  productionHeading: 'Production',
  productionIntro:
    'Copyedit the accepted text, then move it to production, upload its galleys and send them to the author as a proof. The article can be published once the author approves the latest proof.',
  stageLabel: 'Stage',
  saveStage: 'Change stage',
  chooseStage: 'Choose copyediting or production.',
  galleysHeading: 'Galleys',
  noGalleys: 'No galley uploaded yet.',
  galleyFileLabel: 'Galley (PDF, or JATS XML of the full text)',
  uploadGalley: 'Upload galley',
  chooseGalley: 'Choose the galley file to upload.',
  galleysNeedProduction: 'Move the submission to production to upload its galleys.',
  sendProof: 'Send the proof to the author',
  proofsHeading: 'Proof rounds',
  noProofs: 'No proof sent yet.',
  round: (round: number) => `Round ${round}`,
  sentOn: (date: string) => `sent ${date}`,
  corrections: 'Corrections',
  correctionsFile: 'Corrections file',
  approvedNotice: 'The author approved the latest proof: the article can be published.',
  waitingNotice: 'Publishing waits until the author approves the latest proof.',
  noProduction:
    'Accepted before production stages existed: it is published with its own PDF, without a proof.',
  proofHeading: 'Your proof',
  proofIntro:
    'Check the galleys carefully. Once you approve them, the article is published as they are; if something must change, send your corrections.',
  approve: 'Approve the proof',
  correctionsLabel: 'Corrections',
  correctionsHint: 'What should change, where (page, paragraph, figure).',
  correctionsFileLabel: 'A file with your corrections (optional: PDF, Word, OpenDocument, image)',
  sendCorrections: 'Send corrections',
  writeCorrections: 'Write the corrections: what should change in the proof.',
  unknownProof: 'This proof is not known; reload the page.',
  fileNotFound: 'This file is not part of the submission’s production.',
  proofApproved: 'Thank you: you approved the proof. The editors will publish the article.',
  proofCorrected: 'Your corrections were sent to the editors; they will send a new proof.',
  stageChanged: 'The production stage was changed.',
  galleyAdded: 'The galley was added.',
  proofSent: 'The proof was sent to the author.',
  eventStage: 'Production stage changed',
  eventGalley: (name: string) => `Galley uploaded: ${name}`,
  eventProofSent: 'Proof sent to the author',
  eventProofApproved: 'Proof approved',
  eventProofCorrections: 'Corrections to the proof sent',
} as const;

export type ProductionTexts = typeof ENGLISH;

/** The production screens' words (English unless a site passes its own). */
export function productionTexts(overrides: Partial<ProductionTexts> = {}): ProductionTexts {
  return { ...ENGLISH, ...overrides };
}
