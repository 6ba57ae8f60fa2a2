import { ScreenPlaceholder } from "../components/screen-placeholder.js";

export default function ProfileSetupScreen() {
  return <ScreenPlaceholder title="Profile setup" />;
}
