import { createElement, type HTMLAttributes } from "react";

type UserTextTag = "span" | "p" | "h2" | "h3" | "div" | "blockquote";

export interface UserTextProps extends HTMLAttributes<HTMLElement> {
  /** The element to draw: a `span` unless the text is a block of its own (a bio, a message). */
  as?: UserTextTag;
}

/**
 * Text a person wrote (a name, a nickname, a bio, a note, a message, a comment, an answer):
 * it takes its direction from its own first strong letter, so Arabic or Hebrew runs right to
 * left and sits on the right, inside an English screen (decision 276).
 */
export function UserText({ as = "span", ...props }: UserTextProps) {
  return createElement(as, { ...props, dir: "auto" });
}
