import { DISCOVERY_QUIZ, type ModeratedProfile } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";
import { genderCopy } from "../matching/gender-copy.js";
import { UserText } from "../user-text.js";

export const moderatedProfileCopy = defineCopy(
  {
    heading: "Their dating profile",
    noPhotos: "No photos.",
    noBio: "No bio.",
    noAnswers: "No discovery answers yet.",
    photo: "Photo {n} of {of}",
    answers: "Discovery answers",
  },
  { es: () => import("./moderated-profile.es.js") },
);

/** A discovery tag as its question and the answer the person picked (the quiz's own words). */
function answersOf(tags: readonly string[]) {
  return DISCOVERY_QUIZ.flatMap((question) => {
    const option = question.options.find((o) => tags.includes(o.tag));
    return option ? [{ question: question.question, answer: option.text }] : [];
  });
}

/**
 * The reported (or looked-up) person's dating profile as it is now: every photo, the bio and
 * the discovery answers, so staff can judge a "Fake profile" report from the desk.
 */
export function ModeratedProfileView({ profile }: { profile: ModeratedProfile }) {
  const t = useCopy(moderatedProfileCopy);
  const gender = useCopy(genderCopy);
  const answers = answersOf(profile.discoveryTags);
  const facts = [gender(profile.gender), profile.ageGroup, profile.city]
    .filter(Boolean)
    .join(" · ");
  return (
    <section
      aria-label={t("heading")}
      className="flex flex-col gap-2 rounded-xl border border-gray-100 p-3"
    >
      <p className="text-xs uppercase tracking-wide text-gray-500">{t("heading")}</p>
      <p className="text-sm font-medium text-gray-900 [overflow-wrap:anywhere]">
        <UserText>{profile.nickname}</UserText>{" "}
        <span className="font-normal text-gray-600">{facts}</span>
      </p>
      {profile.photos.length > 0 ? (
        <ul className="grid grid-cols-4 gap-1.5">
          {profile.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={photo.thumbUrl}
                  alt={t("photo", { n: i + 1, of: profile.photos.length })}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  className="aspect-[4/5] w-full rounded-lg bg-gray-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">{t("noPhotos")}</p>
      )}
      <p className="text-sm text-gray-800 [overflow-wrap:anywhere]">{profile.bio ?? t("noBio")}</p>
      {answers.length > 0 ? (
        <dl aria-label={t("answers")} className="grid gap-1 text-sm">
          {answers.map(({ question, answer }) => (
            <div key={question}>
              <dt className="text-xs text-gray-500">{question}</dt>
              <dd className="text-gray-900">{answer}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-gray-600">{t("noAnswers")}</p>
      )}
    </section>
  );
}
