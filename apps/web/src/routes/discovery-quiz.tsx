import { ScreenPlaceholder } from "../components/screen-placeholder.js";

export default function DiscoveryQuizScreen() {
  return <ScreenPlaceholder title="Discovery quiz" />;
}
