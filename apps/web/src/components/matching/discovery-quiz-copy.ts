import { DISCOVERY_QUIZ, type DiscoveryTag } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";

type QuestionId = (typeof DISCOVERY_QUIZ)[number]["id"];
/** A question by its id, an answer by its tag, the answer's few words by `<tag>.label`. */
type DiscoveryQuizKey = QuestionId | DiscoveryTag | `${DiscoveryTag}.label`;

/**
 * The discovery quiz's words in the UI's language. The English is the contract's quiz (its
 * one source); what is stored and matched on stays the tags.
 */
export const discoveryQuizCopy = defineCopy(
  Object.fromEntries(
    DISCOVERY_QUIZ.flatMap((question) => [
      [question.id, question.question],
      ...question.options.flatMap((option) => [
        [option.tag, option.text],
        [`${option.tag}.label`, option.label],
      ]),
    ]),
  ) as Record<DiscoveryQuizKey, string>,
  { es: () => import("./discovery-quiz-copy.es.js") },
);
