import type { AuthUser } from "@tandem/api-contract";

/** A signed-in user as `user.me` answers it: an unpaired couples-mode user, with `overrides`. */
export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    email: "alex@example.com",
    firstName: "Alex",
    lastName: null,
    profileImageUrl: null,
    phoneNumber: null,
    location: null,
    points: 0,
    pointsEarned: 0,
    coupleId: null,
    userType: "couple",
    role: "user",
    timeZone: "UTC",
    birthDate: "1994-05-17",
    underAge: false,
    hasMatchingProfile: false,
    hasDiscoveryTags: false,
    ...overrides,
  };
}
