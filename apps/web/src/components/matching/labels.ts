import { discoveryTagLabel, type MatchSummary, type ReportReason } from "@tandem/api-contract";

/**
 * A discovery tag in the words people picked ("travel_beach" -> "Beach holidays"), from the
 * contract's quiz: never the tag itself (decision 126).
 */
export function tagLabel(tag: string): string {
  return discoveryTagLabel(tag);
}

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  inappropriate: "Inappropriate content",
  harassment: "Harassment",
  fake_profile: "Fake profile",
  other: "Something else",
};

export interface SocialLink {
  network: "Instagram" | "Snapchat" | "Facebook";
  handle: string;
  url: string;
}

type Handles = Pick<MatchSummary, "instagramHandle" | "snapchatHandle" | "facebookHandle">;

/** The match's social profiles that are filled in, with their public URLs. */
export function socialLinks(handles: Handles): SocialLink[] {
  const links: SocialLink[] = [];
  const add = (network: SocialLink["network"], handle: string | null, base: string) => {
    const clean = handle?.trim().replace(/^@/, "");
    if (clean) links.push({ network, handle: clean, url: `${base}${encodeURIComponent(clean)}` });
  };
  add("Instagram", handles.instagramHandle, "https://instagram.com/");
  add("Snapchat", handles.snapchatHandle, "https://www.snapchat.com/add/");
  add("Facebook", handles.facebookHandle, "https://www.facebook.com/");
  return links;
}
