import { useCurrentUser } from "../../hooks/use-auth.js";
import { NameStep } from "./name-step.js";

/** The name step for the signed-in person: what AppLayout shows before any screen. */
export default function NameStepScreen() {
  return <NameStep user={useCurrentUser()} />;
}
