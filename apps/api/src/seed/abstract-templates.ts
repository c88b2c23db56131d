import type { ArticleKind } from './article-kinds';
import { lines } from './topic-vocabulary';

/** Shared sentence templates for abstracts; slots are filled from an article's phrases. */
export const OPENERS = lines`Understanding {subject} is central to {implication}, yet the role of {driver} remains contested.
  Research on {subject} has long been constrained by a lack of comparable data across {unit}.
  Although the influence of {driver} on {outcome} is widely assumed, its effects on {subject} remain poorly quantified.
  Recent work on {subject} has emphasised {driver}, but few studies have measured {outcome} directly.
  Debates about {subject} increasingly turn on how {driver} and {driver2} interact.`;

/** Sentences naming the gap a study fills. */
export const GAPS = lines`Existing studies rely mostly on {method2}, which cannot separate {driver} from {driver2}.
  Most previous estimates come from a handful of well-studied cases, which limits their generality.
  As a result, expectations for {context} rest on largely untested assumptions.`;

/** The aim sentence, by article type. */
export const AIMS: Record<ArticleKind, readonly string[]> = {
  'research-article': lines`Here we combine {method} with {dataset} to examine how {driver} relates to {outcome} in {context}.
    In this study we use {method} to investigate {subject} in {context}.
    We ask whether {driver} can account for variation in {outcome} across {n} {unit} in {context}.`,
  'review-article': lines`This review synthesises {n} studies on {subject} published between {year1} and {year2}.
    We review recent advances in {method} as applied to {subject}, with a focus on {outcome}.`,
  'short-communication': lines`In this short communication we report new observations on {subject} in {context}.
    We present a brief analysis of {dataset}, focusing on {outcome}.`,
  editorial: lines`This issue brings together {few} contributions on {theme_lower}.
    The articles collected here approach {subject} from strikingly different directions.`,
};

/** Method sentences (not used for editorials). */
export const METHODS = lines`Our analysis draws on {dataset} collected between {year1} and {year2}.
  We complement {method} with {method2} to test the robustness of the patterns we observe.
  Models were fitted separately for each of {few} regions and then compared.
  We pre-registered our hypotheses and report all analyses, including null results.
  Sampling was stratified by {driver2} so that rare conditions were adequately represented.`;

/** Result sentences, by article type; research results also draw on the vocabulary's findings. */
export const RESULTS: Record<ArticleKind, readonly string[]> = {
  'research-article': lines`{Outcome} changed by {pct}% along the gradient of {driver}, whereas {outcome2} remained stable.
    Across {n} {unit}, {driver} emerged as the strongest predictor of {outcome}.
    Contrary to expectations, {outcome} showed no consistent relationship with {driver2}.
    Effects were strongest in {context}, where exposure to {driver} was greatest.
    Accounting for {driver2} reduced the estimated effect of {driver} by roughly {pct}%.`,
  'review-article': lines`Most studies ({pct}%) were conducted in {context}, leaving other settings underrepresented.
    Evidence for an effect of {driver} on {outcome} is consistent but rests largely on {method2}.
    We identify {few} recurring weaknesses, including small samples and inconsistent definitions of {outcome}.
    Only {pct}% of the studies shared their data, which hampers formal meta-analysis.`,
  'short-communication': lines`{Outcome} differed by {pct}% between the two survey periods.
    The pattern matches that reported for {subject2}, suggesting a shared response to {driver}.
    These preliminary results are based on {n} {unit} and should be confirmed with longer series.`,
  editorial: lines`As editors, we have been struck by how often questions of {driver} recur across otherwise very different studies.
    The contributions range from {method} to {method2}, and from {context} to broad syntheses.
    Several authors argue that progress on {subject} now depends less on new data than on shared standards.
    Taken together, the articles show how much the field has changed since {year1}.
    We are grateful to the authors, the reviewers and the editorial office for their careful work.
    We also warmly invite submissions to our forthcoming calls, announced on the journal's news page.`,
};

/** Closing sentences. */
export const CONCLUSIONS = lines`These findings point to a greater sensitivity of {subject} to {driver} than previously assumed, with implications for {implication}.
  We discuss the implications for {implication} and outline priorities for future work on {subject}.
  Taken together, the results call for closer attention to {driver} in {implication}.`;

/** List introductions and items: a contributions list (<ul>) or a numbered plan (<ol>). */
export const LISTS = {
  unordered: {
    intro: 'The main contributions of this work are:',
    items: lines`a reproducible workflow for {method} applied to {subject}
      new estimates of {outcome} for {context}
      an openly available dataset covering {n} {unit}
      a systematic comparison of {method} and {method2} on identical data`,
  },
  ordered: {
    intro: 'Specifically, we:',
    items: lines`compile {dataset}
      quantify the effect of {driver} on {outcome}
      compare {method} with {method2}
      derive recommendations for {implication}`,
  },
} as const;
