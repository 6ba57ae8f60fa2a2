// Compile-time only: each enum-like column's union in packages/db equals the contract's
// enum, so neither can gain or lose a value without the other (`tsc` fails here).
import type {
  AGE_GROUPS,
  COUPLE_PROPOSAL_STATUSES,
  DISTANCE_RULES,
  GENDERS,
  SHOW_ME,
  REPORT_REASONS,
  USER_ROLES,
  USER_TYPES,
} from "@tandem/api-contract";
import type {
  AgeGroup,
  CoupleProposalStatus,
  DistanceRule,
  Gender,
  ReportReason,
  ShowMe,
  UserRole,
  UserType,
} from "@tandem/db";

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type ValueOf<Values extends readonly string[]> = Values[number];

type _DbEnumsEqualTheContract = [
  Expect<Equal<Gender, ValueOf<typeof GENDERS>>>,
  Expect<Equal<AgeGroup, ValueOf<typeof AGE_GROUPS>>>,
  Expect<Equal<ShowMe, ValueOf<typeof SHOW_ME>>>,
  Expect<Equal<DistanceRule, ValueOf<typeof DISTANCE_RULES>>>,
  Expect<Equal<ReportReason, ValueOf<typeof REPORT_REASONS>>>,
  Expect<Equal<UserType, ValueOf<typeof USER_TYPES>>>,
  Expect<Equal<UserRole, ValueOf<typeof USER_ROLES>>>,
  Expect<Equal<CoupleProposalStatus, ValueOf<typeof COUPLE_PROPOSAL_STATUSES>>>,
];
