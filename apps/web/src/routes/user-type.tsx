import { ScreenPlaceholder } from "../components/screen-placeholder.js";

export default function UserTypeScreen() {
  return <ScreenPlaceholder title="Choose your path" />;
}
