import { lines, type TopicVocabulary, terms } from '../topic-vocabulary';

/** Topic material for applied linguistics and language acquisition. */
export const appliedLinguistics: TopicVocabulary = {
  key: 'linguistics',
  fields: terms`Applied Linguistics; Second Language Research; Sociolinguistics; Language Education`,
  departments: terms`Linguistics; Applied Linguistics; English Language and Literature; Education
    Modern Languages; Psychology; Language Studies`,
  subjects: terms`second-language vowel perception; heritage language maintenance; code-switching practices
    academic writing feedback; vocabulary learning from reading; discourse markers in spoken English
    pragmatic competence; bilingual lexical access; classroom interaction; language attitudes
    sign language acquisition; pronunciation instruction; translanguaging pedagogy
    reading comprehension in multilingual schools; evidential marking; lexical bundles in student essays`,
  methods: terms`mixed-effects regression; corpus-based analysis; eye-tracking experiments
    conversation analysis; sociophonetic analysis; longitudinal classroom ethnography
    self-paced reading tasks; critical discourse analysis; learner-corpus annotation
    structured interviews; acoustic analysis of formant trajectories; large language model probing`,
  contexts: terms`bilingual classrooms in Catalonia; Singapore English; Korean heritage communities in Toronto
    university writing centres in Hong Kong; Swahili–English urban youth speech in Nairobi
    primary schools in rural Peru; online language exchanges; the Welsh-medium school system
    refugee language programmes in Germany; Japanese as a foreign language courses`,
  outcomes: terms`comprehension accuracy; speech rate; lexical diversity; writing proficiency
    learner motivation; listening fluency; grammatical accuracy; identity negotiation
    intelligibility; retention of new vocabulary`,
  drivers: terms`age of onset; input frequency; language contact; explicit instruction; working memory capacity
    socioeconomic background; teacher feedback; exposure to subtitled media; study abroad
    peer interaction`,
  datasets: terms`a 4-million-word learner corpus; classroom recordings from 36 lessons
    eye-movement data from 120 participants; a national survey of 2,400 teachers
    spontaneous speech from 80 bilingual families; a parallel corpus of student essays
    semi-structured interviews with 45 migrants`,
  units: terms`participants; speakers; learners; essays; classrooms; schools; lessons`,
  implications: terms`language teaching; teacher education; assessment design; language policy
    materials development; bilingual education programmes`,
  findings: lines`Input frequency predicted accuracy (β = {small}, R<sup>2</sup> = {r2}), even after controlling for proficiency.
    A chi-square test confirmed the association (χ<sup>2</sup>(3) = 2{small}, p &lt; 0.001).
    Learners in the intervention group produced {pct}% more target forms at the delayed post-test.
    Fixation durations on ambiguous regions were {n} ms longer for the less proficient group.
    Speakers used the innovative variant in {pct}% of eligible contexts, led by younger women.`,
  keywords: terms`second language acquisition; bilingualism; corpus linguistics; language teaching
    sociolinguistics; pragmatics; vocabulary; writing; phonetics; heritage languages; multilingualism
    discourse analysis; assessment; psycholinguistics; language policy; translanguaging; eye tracking`,
  venues: terms`Applied Linguistics; Language Learning; Studies in Second Language Acquisition
    TESOL Quarterly; Journal of Sociolinguistics; Bilingualism: Language and Cognition
    The Modern Language Journal; Journal of Second Language Writing; Language in Society`,
  themes: terms`Multilingualism in the classroom; Corpora and language learning
    Language, migration and identity; Assessment in the age of AI`,
};
