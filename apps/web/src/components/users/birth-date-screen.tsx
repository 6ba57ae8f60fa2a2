import { useCurrentUser } from "../../hooks/use-auth.js";
import { BirthDateStep } from "./birth-date-step.js";

/** The birth date step for the signed-in person: what AppLayout shows after the first name. */
export default function BirthDateScreen() {
  return <BirthDateStep user={useCurrentUser()} />;
}
