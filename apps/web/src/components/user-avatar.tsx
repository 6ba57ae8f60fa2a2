import { Avatar, type AvatarProps } from "@tandem/ui";

const copy = { someone: "User" };

export interface AvatarPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
}

/**
 * The first letter of the first name, else of the e-mail (upper-cased); "?" when neither
 * exists.
 * @see docs/spec/product-spec.md, "Home dashboard"
 */
export function avatarLetter(person: AvatarPerson | null | undefined): string {
  const source = person?.firstName?.trim() || person?.email?.trim() || "";
  const letter = Array.from(source)[0];
  return letter ? letter.toUpperCase() : "?";
}

/** The person's name for screen readers and headings: full name, else first name, else e-mail. */
export function displayName(person: AvatarPerson | null | undefined): string {
  const full = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(" ");
  return full || person?.email?.trim() || copy.someone;
}

export interface UserAvatarProps {
  user: AvatarPerson | null | undefined;
  size?: AvatarProps["size"];
  className?: string;
}

/** Profile image, else the first letter of the first name, else of the e-mail. */
export function UserAvatar({ user, size = "md", className }: UserAvatarProps) {
  return (
    <Avatar
      src={user?.profileImageUrl}
      alt={displayName(user)}
      fallback={avatarLetter(user)}
      size={size}
      {...(className ? { className } : {})}
    />
  );
}
